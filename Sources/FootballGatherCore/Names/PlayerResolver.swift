import Foundation

/// Finds the player a user means: an id (`12` or `#12`) or a unique name, case-insensitive.
public enum PlayerResolver {
    public static func resolve(_ reference: String, in players: [Player]) throws(InputError) -> Player {
        let text = reference.trimmingCharacters(in: .whitespaces)
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        if let id = Int(digits) {
            if let player = players.first(where: { $0.id == id }) { return player }
            guard players.contains(where: { $0.name == text }) else { throw .unknownPlayer(reference) }
        }
        let matches = players.filter { $0.name.caseInsensitiveCompare(text) == .orderedSame }
        switch matches.count {
        case 1: return matches[0]
        case 0: throw .unknownPlayer(reference)
        default: throw .ambiguousPlayer(reference, candidates: matches.map { "\($0.name) #\($0.id)" })
        }
    }

    public static func resolveAll(_ references: [String], in players: [Player]) throws(InputError) -> [Player] {
        var resolved: [Player] = []
        for reference in references { resolved.append(try resolve(reference, in: players)) }
        return resolved
    }
}
