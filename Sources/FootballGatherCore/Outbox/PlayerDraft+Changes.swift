import Foundation

extension PlayerDraft {
    /// The fields this edit changed from `base`, put over `current` (the server's player now); the whole
    /// edit without a base or an uncomparable field. Compared as JSON, so a new field needs nothing here.
    func changes(from base: PlayerDraft?, putOver current: PlayerDraft) -> PlayerDraft {
        guard let base, let mine = Self.fields(of: self), let before = Self.fields(of: base), var merged = Self.fields(of: current) else {
            return self
        }
        for key in Set(mine.keys).union(before.keys) where !Self.same(mine[key], before[key]) {
            merged[key] = mine[key] ?? NSNull()
        }
        guard let data = try? JSONSerialization.data(withJSONObject: merged),
              let draft = try? JSONCoding.decoder().decode(PlayerDraft.self, from: data) else { return self }
        return draft
    }

    private static func fields(of draft: PlayerDraft) -> [String: Any]? {
        guard let data = try? JSONCoding.encoder(pretty: false).encode(draft) else { return nil }
        return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    }

    private static func same(_ one: Any?, _ other: Any?) -> Bool {
        func text(_ value: Any?) -> Data? { try? JSONSerialization.data(withJSONObject: [value ?? NSNull()], options: .sortedKeys) }
        return text(one) == text(other)
    }
}
