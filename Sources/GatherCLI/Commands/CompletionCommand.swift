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
        guard let chosen = context.parsed.argument(shell) else { throw context.usageError("Missing argument 'SHELL'.") }
        let script = CompletionScript.script(for: chosen, root: CommandTree.root.spec)
        guard context.output.json else { return context.output.raw(script) }
        try context.output.printJSON(CompletionJSON(shell: chosen.rawValue, script: script))
    }
}
