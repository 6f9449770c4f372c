import Foundation

/// A value as `JSONTreeEncoder` builds it from a type's own `encode(to:)`, before
/// `SortedJSONWriter` writes it. Objects and arrays are classes because a container the
/// encoder hands out keeps writing into them after it is returned.
enum EncodedJSON {
    case object(EncodedObject)
    case array(EncodedArray)
    case string(String)
    /// A number as `JSONEncoder` writes it.
    case number(String)
    case bool(Bool)
    case null
    /// An array of small values written straight to the text (`DirectlyWritten`).
    case direct(any DirectlyWrittenArray)
}

final class EncodedObject {
    /// In the order encoded; a key encoded again replaces its value, as in `JSONEncoder`.
    var members: [(key: String, value: EncodedJSON)] = []

    func set(_ value: EncodedJSON, for key: String) {
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append((key, value))
        }
    }
}

final class EncodedArray {
    var elements: [EncodedJSON] = []
}

/// A small value a data file holds by the thousand (a gather's members), written straight
/// to the text rather than through `encode(to:)`. Its writer must write every stored
/// property, keys sorted: `QuickWritingTests` compares it with `JSONEncoder` byte for byte
/// and checks it against the type's fields.
protocol DirectlyWritten: Encodable {
    /// Throws `JSONTreeEncoder.Unsupported` where the text would not be `JSONEncoder`'s.
    func write(to writer: inout SortedJSONWriter) throws
}

/// An array of `DirectlyWritten` values.
protocol DirectlyWrittenArray {
    var isEmpty: Bool { get }
    func writeElements(to writer: inout SortedJSONWriter) throws
}

extension Array: DirectlyWrittenArray where Element: DirectlyWritten {
    func writeElements(to writer: inout SortedJSONWriter) throws {
        for (index, element) in enumerated() {
            writer.beginElement(first: index == 0)
            try element.write(to: &writer)
        }
    }
}
