enum CompletionScript {
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// For `source <(gather completion bash)` or a file in bash-completion's directory.
    static func bash(_ root: CommandSpec) -> String {
        BashCompletion(tree: CompletionTree(root: root)).script
    }

    /// For `source <(gather completion zsh)` or a `_gather` file on `$fpath`.
    static func zsh(_ root: CommandSpec) -> String {
        ZshCompletion(tree: CompletionTree(root: root)).script
    }

    /// For `gather completion fish | source` or `~/.config/fish/completions/gather.fish`.
    static func fish(_ root: CommandSpec) -> String {
        FishCompletion(tree: CompletionTree(root: root)).script
    }
}
