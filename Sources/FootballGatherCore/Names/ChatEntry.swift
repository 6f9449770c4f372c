import Foundation

/// A chat list line: a name, maybe a note (`Chidi (late 10 min)`), guests (`Marco +1 my brother`) or a maybe
/// (`K?`). A whole name or alias as it stands is that player, marks and all, even with brackets.
struct ChatEntry: Sendable, Equatable {
    /// The line as given.
    var reference: String
    /// What is tried as the name.
    var name: String
    var note: String?
    /// How many guests the player brings, and what was said of them (`my brother`).
    var guests = 0
    var guestNote: String?
    var maybe = false

    public init(reference: String, name: String? = nil, note: String? = nil, guests: Int = 0, guestNote: String? = nil, maybe: Bool = false) {
        self.reference = reference
        self.name = name ?? reference
        self.note = note
        self.guests = guests
        self.guestNote = guestNote
        self.maybe = maybe
    }

    var hasMarks: Bool { note != nil || guests > 0 || maybe }

    /// The entries of `references`, each read for its marks only when it is not an exact id, name or alias.
    static func read(_ references: [String], in directory: PlayerDirectory) -> [ChatEntry] {
        references.map { reference in
            let entry = parse(reference)
            guard entry.hasMarks, !directory.holdsWholeName(reference) else { return ChatEntry(reference: reference) }
            return entry
        }
    }

    /// The line read for its marks, whatever the roster holds.
    static func parse(_ reference: String) -> ChatEntry {
        var entry = ChatEntry(reference: reference)
        var text = ChatLine.withoutTrailingEmoji(reference)
        // `(+1)` is a reaction (a chat's "me too"), never a note; `+1` alone brings a guest.
        while text.hasSuffix("(+1)") { text = ChatLine.withoutTrailingEmoji(text.dropLast(4)) }
        var notes: [String] = []
        // `Kat +1?`: a maybe who would bring a guest.
        if text.range(of: #"\s\+[1-9][0-9]?\?$"#, options: .regularExpression) != nil {
            entry.maybe = true
            text.removeLast()
        }
        if let range = text.range(of: #"\s\+[1-9][0-9]?(\s.*)?$"#, options: .regularExpression) {
            let guests = text[range].trimmingCharacters(in: .whitespaces).dropFirst()
            let count = guests.prefix { $0.isNumber }
            entry.guests = Int(count) ?? 1
            // `+1 (my brother)` says it in brackets: the words are the note.
            let said = guests.dropFirst(count.count).trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: "()")))
            entry.guestNote = said.isEmpty ? nil : said
            text = String(text[..<range.lowerBound])
        }
        while true {
            let before = text
            text = text.trimmingCharacters(in: .whitespaces)
            let lower = text.lowercased()
            if text.count > 1, text.hasSuffix("?") {
                entry.maybe = true
                text.removeLast()
            } else if lower.hasSuffix(" maybe") || lower.hasSuffix(",maybe") {
                entry.maybe = true
                text.removeLast(6)
            } else if text.hasSuffix(")"), let open = text.lastIndex(of: "("), open > text.startIndex {
                let inside = text[text.index(after: open)..<text.index(before: text.endIndex)].trimmingCharacters(in: .whitespaces)
                if inside.lowercased() == "maybe" || inside == "?" { entry.maybe = true } else if !inside.isEmpty { notes.insert(inside, at: 0) }
                text = String(text[..<open])
            } else if let dash = text.range(of: #"\s[-–—]$"#, options: .regularExpression), dash.lowerBound > text.startIndex {
                text = String(text[..<dash.lowerBound])  // `Eve - +1`: the dash before the guests
            } else if let dash = text.range(of: #"\s[-–—]\s"#, options: [.regularExpression, .backwards]), dash.lowerBound > text.startIndex {
                let after = text[dash.upperBound...].trimmingCharacters(in: .whitespaces)
                if after.lowercased() == "maybe" { entry.maybe = true } else if !after.isEmpty { notes.insert(after, at: 0) }
                text = String(text[..<dash.lowerBound])
            }
            if text == before { break }
        }
        let name = text.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return ChatEntry(reference: reference) }
        entry.name = name
        entry.note = notes.isEmpty ? nil : notes.joined(separator: "; ")
        return entry
    }
}

extension PlayerDirectory {
    /// Whether `reference` (or it without a list's numbering and bullets) is an id, whole name or alias.
    func holdsWholeName(_ reference: String) -> Bool {
        let trimmed = reference.trimmingCharacters(in: .whitespaces)
        for form in [trimmed, ChatLine.listName(in: trimmed)] where !form.isEmpty {
            do {
                if try findExactly(form) != nil { return true }
            } catch {
                return true
            }
        }
        return false
    }
}
