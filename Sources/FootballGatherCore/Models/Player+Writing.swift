import Foundation

/// Ten thousand of them in a large `offline.json`: written straight to the text, keys in
/// `JSONEncoder`'s sorted order, the fields `encode(to:)` writes and no others (aliases
/// and unrecognised values are never encoded), absent ones left out as
/// `encodeIfPresent` leaves them (`QuickWritingTests`, `DirectScanningTests`).
extension Player: DirectlyWritten {
    func write(to writer: inout SortedJSONWriter) {
        writer.beginObject()
        var first = true
        if let age = draft.age {
            writer.writeKey("age", first: first)
            writer.writeInteger(age)
            first = false
        }
        if let favouriteTeam = draft.favouriteTeam {
            writer.writeKey("favouriteTeam", first: first)
            writer.writeString(favouriteTeam)
            first = false
        }
        writer.writeKey("id", first: first)
        writer.writeInteger(id)
        writer.writeKey("name", first: false)
        writer.writeString(draft.name)
        if let preferredPosition = draft.preferredPosition {
            writer.writeKey("preferredPosition", first: false)
            writer.writeString(preferredPosition.rawValue)
        }
        if let skill = draft.skill {
            writer.writeKey("skill", first: false)
            writer.writeString(skill.rawValue)
        }
        writer.endObject(empty: false)
    }
}
