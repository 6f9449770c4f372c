/// The rules a player's fields must meet, shared by add and edit.
enum PlayerValidation {
    static let maximumNameLength = 64
    static let maximumFavouriteTeamLength = 64
    static let ageRange = 1...99

    /// The fields as stored: every rule checked, texts trimmed (add, edit and import all apply it). With
    /// `original`, only changed fields are checked: a value the server holds is not this edit's to refuse.
    static func validated(_ fields: PlayerDraft, changedFrom original: PlayerDraft? = nil) throws(InputError) -> PlayerDraft {
        var valid = fields
        if fields.name != original?.name { valid.name = try name(fields.name) }
        if fields.age != original?.age { valid.age = try fields.age.map { age throws(InputError) in try self.age(age) } }
        if fields.favouriteTeam != original?.favouriteTeam {
            valid.favouriteTeam = try fields.favouriteTeam.flatMap { text throws(InputError) in try favouriteTeam(text) }
        }
        return valid
    }

    /// The trimmed name; refused blank, too long, with control characters, or if it could not address them.
    static func name(_ text: String) throws(InputError) -> String {
        let printable = trimmedPrintableASCII(text)
        let name = printable ?? text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw .blankName }
        guard name.count <= maximumNameLength else { throw .nameTooLong(limit: maximumNameLength) }
        // A newline or an escape sequence would break tables and could drive the terminal.
        guard printable != nil || !containsControlCharacter(name) else { throw .controlCharacterInName }
        if let reason = unaddressable(name) { throw .unaddressableName(name, reason: reason) }
        return name
    }

    /// `text` trimmed if printable ASCII (else nil), without Unicode lookups: a sixth of a large import.
    static func trimmedPrintableASCII(_ text: String) -> String? {
        let bytes = text.utf8
        guard bytes.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
        guard let first = bytes.firstIndex(where: { $0 != 0x20 }), let last = bytes.lastIndex(where: { $0 != 0x20 }) else { return "" }
        return first == bytes.startIndex && last == bytes.index(before: bytes.endIndex) ? text : String(text[first...last])
    }

    /// Why `players show NAME` or `start --teams` could never find a player of this name.
    static func unaddressable(_ name: String) -> UnaddressableReason? {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return unaddressable(ascii: name) }
        if Int(name) != nil || name.allSatisfy(\.isASCIIDigit) { return .number }
        if name.hasPrefix("#") { return name.dropFirst().allSatisfy(\.isASCIIDigit) ? .hashNumber : .hashWord }
        if name.contains(",") || name.contains("/") { return .listSeparator }
        return nil
    }

    /// `unaddressable` from an ASCII name's bytes, without the character searches that were a tenth of an
    /// import (a CR LF pair is one character, but neither byte is a digit, `#`, `,` or `/`).
    static func unaddressable(ascii name: String) -> UnaddressableReason? {
        let bytes = name.utf8
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        if Int(name) != nil || bytes.allSatisfy(isDigit) { return .number }
        if bytes.first == UInt8(ascii: "#") { return bytes.dropFirst().allSatisfy(isDigit) ? .hashNumber : .hashWord }
        if bytes.first == UInt8(ascii: "~"), PlayerID.parse(name) != nil { return .tildeNumber }
        if bytes.contains(UInt8(ascii: ",")) || bytes.contains(UInt8(ascii: "/")) { return .listSeparator }
        return nil
    }

    /// Refuses `name` if another player (not `id`) has it as name or alias, as the resolver compares.
    static func refuseDuplicate(_ name: String, of id: Int? = nil, in roster: [Player]) throws(InputError) {
        try PlayerAliases.refuseName(name, of: id, in: roster)
        let taken = roster.first { player in
            player.id != id && sameName(player.name, name)
        }
        guard let taken else { return }
        throw .duplicateName(taken.name, takenBy: taken.id, suggestion: distinctName(from: name, in: roster))
    }

    static func sameName(_ first: String, _ second: String) -> Bool { key(first) == key(second) }

    /// `Ana 2`, `Ana 3`… the first free and short enough, if any; without invisible characters (it is ours).
    static func distinctName(from name: String, in roster: [Player]) -> String? {
        let visible = String(String.UnicodeScalarView(name.unicodeScalars.filter { !NameKey.isInvisible($0) }))
        return (2...99).lazy.map { "\(visible) \($0)" }.first { candidate in
            candidate.count <= maximumNameLength && !roster.contains { sameName($0.name, candidate) }
        }
    }

    static func age(_ age: Int) throws(InputError) -> Int {
        guard ageRange.contains(age) else { throw .ageOutOfRange(age) }
        return age
    }

    /// The trimmed team name, or nil when blank; as strict as a name otherwise.
    static func favouriteTeam(_ text: String) throws(InputError) -> String? {
        let team = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !team.isEmpty else { return nil }
        guard team.count <= maximumFavouriteTeamLength else {
            throw .textTooLong(field: PlayerDraft.CodingKeys.favouriteTeam.stringValue, limit: maximumFavouriteTeamLength)
        }
        guard !containsControlCharacter(team) else { throw .controlCharacterInText(field: PlayerDraft.CodingKeys.favouriteTeam.stringValue) }
        return team
    }

    /// Control and invisible format characters are refused (a right-to-left override reorders the terminal,
    /// a zero-width space makes names look alike), but not the joiners emoji need, nor RTL marks.
    private static let allowedFormatCharacters: Set<UInt32> = [0x200C, 0x200D, 0x200E, 0x200F, 0x061C]

    static func containsControlCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control: true
            case .format: !allowedFormatCharacters.contains(scalar.value)
            default: false
            }
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}

extension PlayerValidation {
    /// Refuses a name the roster has, or that comes twice among the new ones.
    static func refuseDuplicates(_ names: [String], in roster: [Player]) throws(InputError) {
        // Keys first, so that a long list costs a lookup per name; the sentence comes from the one check.
        let taken = Set(roster.map { key($0.name) })
        let aliases = Set(roster.flatMap { $0.aliases.map(key) })
        var seen: Set<String> = []
        for name in names {
            let key = key(name)
            do {
                if aliases.contains(key) { try PlayerAliases.refuseName(name, of: nil, in: roster) }
                if taken.contains(key) { try refuseDuplicate(name, in: roster) }
            } catch {
                throw .cannotAdd(name, reason: error)
            }
            guard seen.insert(key).inserted else {
                throw .givenTwice(name)
            }
        }
    }

    /// What `sameName` compares, as a key: the one rule names and aliases share.
    static func key(_ name: String) -> String { NameKey(name).folded }
}
