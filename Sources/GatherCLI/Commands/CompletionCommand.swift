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
        switch context.parsed.argument(shell) {
        case .bash: context.output.raw(CompletionScript.bash(root))
        case .zsh: context.output.raw(CompletionScript.zsh(root))
        case .fish: context.output.raw(CompletionScript.fish(root))
        case nil: throw context.usageError("Missing argument 'SHELL'.")
        }
    }
}
