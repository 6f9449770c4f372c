enum CompletionScript {
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    static func script(for shell: Shell, root: CommandSpec) -> String {
        let tree = CompletionTree(root: root)
        return switch shell {
        // For `source <(gather completion bash)` or a file in bash-completion's directory.
        case .bash: BashCompletion(tree: tree).script
        // For `source <(gather completion zsh)` or a `_gather` file on `$fpath`.
        case .zsh: ZshCompletion(tree: tree).script
        // For `gather completion fish | source` or `~/.config/fish/completions/gather.fish`.
        case .fish: FishCompletion(tree: tree).script
        }
    }
}
