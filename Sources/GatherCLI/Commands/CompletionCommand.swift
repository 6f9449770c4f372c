import FootballGatherCore

enum CompletionCommand {
    static let command = Command(
        CommandSpec(
            name: "completion", abstract: "Print a shell completion script.",
            examples: ["gather completion bash > /etc/bash_completion.d/gather", "gather completion zsh > ~/.zfunc/_gather"],
            arguments: [ArgumentSpec(name: "SHELL", help: "bash, zsh or fish.", completion: .values(CompletionScript.Shell.allCases.map(\.rawValue)))]),
        run: run)

    @Sendable static func run(_ context: Context) async throws {
        let root = CommandTree.root.spec
        switch context.parsed.argument("SHELL")?.lowercased() {
        case "bash": context.output.raw(CompletionScript.bash(root))
        case "zsh": context.output.raw(CompletionScript.zsh(root))
        case "fish": context.output.raw(CompletionScript.fish(root))
        default:
            throw context.usageError("Unknown shell '\(context.parsed.argument("SHELL") ?? "")': expected bash, zsh or fish.")
        }
    }
}
