import Foundation

/// Thousands of gathers in `matches.json`: written straight to the text, keys in
/// `JSONEncoder`'s sorted order, absent optionals left out as `encodeIfPresent` leaves
/// them. Goals and the prediction go through their own `encode(to:)`; a start time
/// `JSONEncoder` would write otherwise (a fraction of a second) throws, and the whole
/// file is left to it (`QuickWritingTests`).
extension OfflineGather: DirectlyWritten {
    func write(to writer: inout SortedJSONWriter) throws {
        writer.beginObject()
        var first = true
        if let createdAt {
            writer.writeKey("createdAt", first: first)
            writer.writeString(try InternetDate.text(of: createdAt))
            first = false
        }
        if let goals {
            writer.writeKey("goals", first: first)
            try writer.write(JSONTreeEncoder.tree(of: goals))
            first = false
        }
        writer.writeKey("id", first: first)
        writer.writeUUID(id)
        if let importedFrom {
            writer.writeKey("importedFrom", first: false)
            writer.writeUUID(importedFrom)
        }
        writer.writeKey("members", first: false)
        writer.beginArray()
        try members.writeElements(to: &writer)
        writer.endArray(empty: members.isEmpty)
        if let prediction {
            writer.writeKey("prediction", first: false)
            try writer.write(JSONTreeEncoder.tree(of: prediction))
        }
        if let score {
            writer.writeKey("score", first: false)
            writer.writeString(score)
        }
        if let winnerTeam {
            writer.writeKey("winnerTeam", first: false)
            writer.writeString(winnerTeam)
        }
        writer.endObject(empty: false)
    }
}
