import FootballGatherCore

enum CompletionCommand {
    static let command = Command(
        CommandSpec(
            name: "completion", abstract: "Print a shell completion script.",
            examples: ["gather completion bash > /etc/bash_completion.d/gather", "gather completion zsh > ~/.zfunc/_gather"],
            arguments: [shell.spec]),
        run: run)

    static let shell = ArgumentKey<CompletionScript.Shell>("SHELL", help: "bash, zsh or fish.")

    @Sendable static func run(_ context: Context) async throws {
        let root = CommandTree.root.spec
        let script: String
        switch context.parsed.argument(shell) {
        case .bash: script = CompletionScript.bash(root)
        case .zsh: script = CompletionScript.zsh(root)
        case .fish: script = CompletionScript.fish(root)
        case nil: throw context.usageError("Missing argument 'SHELL'.")
        }
        guard context.output.json, let chosen = context.parsed.argument(shell) else { return context.output.raw(script) }
        try context.output.printJSON(CompletionJSON(shell: chosen.rawValue, script: script))
    }
}
