enum ShellQuoting {
    /// A POSIX single-quoted word (bash, zsh): `it's` becomes `'it'\''s'`.
    static func posix(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// A fish single-quoted word: only `\` and `'` are special inside.
    static func fish(_ text: String) -> String {
        let escaped = text
            .replacingOccurrences(of: #"\"#, with: #"\\"#)
            .replacingOccurrences(of: "'", with: #"\'"#)
        return "'" + escaped + "'"
    }

    /// zsh `_describe` reads `name:description`; a colon in the name must be escaped.
    static func describeEntry(_ name: String, _ description: String) -> String {
        posix(name.replacingOccurrences(of: ":", with: #"\:"#) + ":" + description)
    }
}
