import Foundation

/// Writes an `EncodedJSON` as `JSONEncoder` does with `.sortedKeys` (and `.prettyPrinted`
/// when asked): the same keys in the same order, the same spacing, the same escapes, so a
/// file written either way has the same bytes (`QuickWritingTests`).
struct SortedJSONWriter {
    private(set) var bytes: [UInt8] = []
    let pretty: Bool
    private var depth = 0

    init(pretty: Bool, capacity: Int = 0) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    /// The text of a value a type's own `encode(to:)` gives, or nil where it would not be
    /// `JSONEncoder`'s (`JSONTreeEncoder.Unsupported`), for the caller to use `JSONEncoder`.
    static func data<T: Encodable>(of value: T, pretty: Bool) -> Data? {
        guard let tree = try? JSONTreeEncoder.tree(of: value) else { return nil }
        var writer = SortedJSONWriter(pretty: pretty, capacity: 1 << 16)
        guard (try? writer.write(tree)) != nil else { return nil }
        return Data(writer.bytes)
    }

    /// Throws where a `DirectlyWritten` value would not write `JSONEncoder`'s text.
    mutating func write(_ value: EncodedJSON) throws {
        switch value {
        case .object(let object): try writeObject(object.members)
        case .array(let array): try writeArray(array.elements)
        case .string(let text): writeString(text)
        case .number(let text): bytes.append(contentsOf: text.utf8)
        case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: bytes.append(contentsOf: "null".utf8)
        case .direct(let elements):
            beginArray()
            try elements.writeElements(to: &self)
            endArray(empty: elements.isEmpty)
        }
    }

    private mutating func writeObject(_ members: [(key: String, value: EncodedJSON)]) throws {
        beginObject()
        // `JSONEncoder`'s `.sortedKeys` order on Linux: the keys' UTF-8 bytes, without normalizing.
        for (index, member) in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }).enumerated() {
            writeKey(member.key, first: index == 0)
            try write(member.value)
        }
        endObject(empty: members.isEmpty)
    }

    private mutating func writeArray(_ elements: [EncodedJSON]) throws {
        beginArray()
        for (index, element) in elements.enumerated() {
            beginElement(first: index == 0)
            try write(element)
        }
        endArray(empty: elements.isEmpty)
    }

    // The pieces a `DirectlyWritten` value writes itself with; keys in sorted order.

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject(empty: Bool) { close(UInt8(ascii: "}"), empty: empty) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray(empty: Bool) { close(UInt8(ascii: "]"), empty: empty) }

    mutating func writeKey(_ key: String, first: Bool) {
        beginElement(first: first)
        writeString(key)
        if pretty { bytes.append(contentsOf: " : ".utf8) } else { bytes.append(UInt8(ascii: ":")) }
    }

    /// A key known to need no escape, such as a coding key of a `DirectlyWritten` value.
    mutating func writeKey(_ key: StaticString, first: Bool) {
        beginElement(first: first)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        if pretty { bytes.append(contentsOf: " : ".utf8) } else { bytes.append(UInt8(ascii: ":")) }
    }

    /// A text known to need no escape.
    mutating func writeString(static text: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
    }

    /// A UUID as `uuidString` spells it (upper-case), without formatting it through `snprintf`.
    mutating func writeUUID(_ uuid: UUID) {
        bytes.append(UInt8(ascii: "\""))
        withUnsafeBytes(of: uuid.uuid) { raw in
            for (index, byte) in raw.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 { bytes.append(UInt8(ascii: "-")) }
                bytes.append(Self.upperHexDigit(byte >> 4))
                bytes.append(Self.upperHexDigit(byte & 0xF))
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Text known to need no escape, such as a member's whole compact form.
    mutating func writeRaw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func writeInteger(_ number: Int) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        }
    }

    mutating func beginElement(first: Bool) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        guard pretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        indent()
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
    }

    /// `JSONEncoder` writes an empty object or list on two lines when indenting.
    private mutating func close(_ bracket: UInt8, empty: Bool) {
        depth -= 1
        if pretty {
            if empty { bytes.append(UInt8(ascii: "\n")) }
            bytes.append(UInt8(ascii: "\n"))
            indent()
        }
        bytes.append(bracket)
    }

    private mutating func indent() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard !utf8.contains(where: Self.needsEscape) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if copied == true { return bytes.append(UInt8(ascii: "\"")) }
        if copied == nil, !text.utf8.contains(where: Self.needsEscape) {
            bytes.append(contentsOf: text.utf8)
            return bytes.append(UInt8(ascii: "\""))
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "/"): bytes.append(contentsOf: #"\/"#.utf8)
            case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
            case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
            case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
            case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
            case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                bytes.append(contentsOf: #"\u00"#.utf8)
                bytes.append(Self.hexDigit(byte >> 4))
                bytes.append(Self.hexDigit(byte & 0xF))
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "/")
    }

    private static func upperHexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}

/// A value with a quicker writer than `JSONEncoder`: its own `encode(to:)` through
/// `JSONTreeEncoder`, written by `SortedJSONWriter` with the same bytes. Where that would
/// differ, `JSONEncoder` writes it as before.
protocol QuicklyEncodable: Encodable {}

extension QuicklyEncodable {
    func quicklyEncoded(pretty: Bool) -> Data? { SortedJSONWriter.data(of: self, pretty: pretty) }
}
