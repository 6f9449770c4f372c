import FootballGatherCore
import Synchronization

extension Context {
    /// A list piped on stdin as text, refused past 64 MiB, so an endless stream
    /// (`< /dev/zero`) does not fill memory. Read once; later calls get the same text.
    func standardInputText() throws -> String {
        let data = try standardInput.withLock { kept in
            let data = try kept ?? console.readAll()
            kept = data
            return data
        }
        guard data.count <= RegularFile.sizeLimit else {
            throw StorageError.tooLarge(path: "stdin", limit: RegularFile.sizeLimit, kind: .pastedList)
        }
        // A UTF-16 file (as some editors save) or stray bytes would become names of '�'.
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandInputError.standardInputNotUTF8
        }
        return text
    }

    /// The text on stdin, its headings ("Football Thu 19:00 ⚽", "Reserves:") told on stderr
    /// as they are not read as names, so that no line is dropped without a word.
    func pastedText() throws -> String {
        let text = try standardInputText()
        let headings = ChatLine.sections(in: text).headings
        if !headings.isEmpty {
            output.note((headings.count == 1 ? "Read as a heading, not a name: " : "Read as headings, not names: ")
                + PlainList.joined(headings.map { "'\(InputError.echo(String($0)))'" }, atMost: PlainList.errorLimit))
        }
        return text
    }

    /// Ids or names, comma-separated or one per line; a `-` among them stands for all of stdin (read once).
    func playerReferences(_ values: [String]) throws -> [String] {
        let stdin = values.contains("-") ? try pastedText() : ""
        let references = PastedPlayers.references(typed: values, stdin: stdin)
        let repeated = PastedPlayers.repeated(typed: values, stdin: stdin)
        if !repeated.isEmpty {
            // A repeated line is a warning, never a refusal: the rest is taken.
            output.note("Given more than once, taken once: " + PlainList.joined(repeated.map { "'\(InputError.echo($0))'" }, atMost: PlainList.errorLimit))
        }
        if values.contains("-"), PastedPlayers.references(in: stdin).isEmpty {
            throw CommandInputError.noPlayersOnStdin
        }
        return references
    }
}
