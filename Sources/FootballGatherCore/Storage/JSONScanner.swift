import Foundation

/// A JSON value as `JSONScanner` reads it, in one pass over the bytes. Integers that fit
/// an `Int` stay integers; any other number is a `Double`.
enum JSONValue: Equatable {
    /// Members in the order read: the objects of a data file are small, and a linear
    /// search of a few keys costs less than hashing them into a dictionary.
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null
}

struct JSONMember: Equatable {
    var key: String
    var value: JSONValue
}

extension [JSONMember] {
    subscript(key: String) -> JSONValue? {
        for member in self where member.key == key { return member.value }
        return nil
    }
}

/// Reads a JSON document into `JSONValue`s, strictly (RFC 8259): nil for anything it does
/// not read exactly, so that its caller can fall back to `JSONDecoder` and its precise
/// errors. Foundation's `Codable` decoding costs a keyed container per object, which for
/// a roster of 10,000 players is most of `players list`.
struct JSONScanner {
    // Internal for the typed readers of `JSONScanner+Direct`.
    let bytes: UnsafeRawBufferPointer
    var index = 0

    private init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    static func value(of data: Data) -> JSONValue? {
        read(data) { $0.value() }
    }

    /// What `body` reads from the whole of `data`: nil when it reads nothing or leaves
    /// anything but whitespace after it.
    static func read<T>(_ data: Data, _ body: (inout JSONScanner) -> T?) -> T? {
        data.withUnsafeBytes { buffer in
            var scanner = JSONScanner(buffer)
            guard let value = body(&scanner) else { return nil }
            scanner.skipWhitespace()
            return scanner.index == buffer.count ? value : nil
        }
    }

    mutating func value() -> JSONValue? {
        skipWhitespace()
        guard let byte = peek() else { return nil }
        switch byte {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func object() -> JSONValue? {
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\""), let key = string() else { return nil }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { return nil }
            index += 1
            // A key given twice is left to JSONDecoder's own rule.
            guard let member = value(), members[key] == nil else { return nil }
            members.append(JSONMember(key: key, value: member))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: return nil
            }
        }
    }

    private mutating func array() -> JSONValue? {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            guard let element = value() else { return nil }
            elements.append(element)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: return nil
            }
        }
    }

    /// A string without escapes, taken as its bytes (valid UTF-8 only); one with an escape
    /// gives up, leaving the file to `JSONDecoder` (escapes are rare in a roster). Plain
    /// ASCII, the common case, needs no validation.
    mutating func string() -> String? {
        index += 1
        let start = index
        var ascii = true
        while let byte = peek() {
            if byte == UInt8(ascii: "\"") {
                let text = Self.text(UnsafeRawBufferPointer(rebasing: bytes[start..<index]), ascii: ascii)
                index += 1
                return text
            }
            // An escape, or a control character a JSON string may not hold.
            guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { return nil }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        return nil
    }

    private static func text(_ raw: UnsafeRawBufferPointer, ascii: Bool) -> String? {
        let utf8 = raw.assumingMemoryBound(to: UInt8.self)
        guard !ascii else { return String(decoding: utf8, as: UTF8.self) }
        return String(validating: utf8, as: UTF8.self)
    }

    /// RFC 8259's number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func number() -> JSONValue? {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        let integerDigits = digits()
        guard integerDigits > 0, !(integerDigits > 1 && bytes[index - integerDigits] == UInt8(ascii: "0")) else { return nil }
        var isInteger = true
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return nil }
            isInteger = false
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return nil }
            isInteger = false
        }
        if isInteger, let integer = integer(from: start) { return .integer(integer) }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        // Out of a Double's range: left to JSONDecoder, which refuses it precisely.
        guard let number = Double(text), number.isFinite else { return nil }
        return .number(number)
    }

    /// The integer the digits from `start` spell (a sign first, maybe); nil when it does
    /// not fit an `Int`.
    private func integer(from start: Int) -> Int? {
        let negative = bytes[start] == UInt8(ascii: "-")
        var value = 0
        for position in (negative ? start + 1 : start)..<index {
            let digit = Int(bytes[position] &- UInt8(ascii: "0"))
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowB) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowA, !overflowB else { return nil }
            value = next
        }
        return value
    }

    private mutating func digits() -> Int {
        let start = index
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return nil }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return nil }
        index += count
        return value
    }

    mutating func skipWhitespace() {
        var position = index
        let count = bytes.count
        while position < count {
            let byte = bytes[position]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { break }
            position += 1
        }
        index = position
    }

    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }
}

/// A value with a quicker reader than `JSONDecoder` for its common case: the scanner, then
/// the value's own `init(from:)` through `JSONValueDecoder`. Nil leaves the data to
/// `JSONDecoder`, whose result (or precise error) stands.
protocol QuicklyDecodable: Decodable {
    /// The value read straight from the bytes when they have the shape its reader knows
    /// exactly, else nil (the default), for the scanner's tree and `init(from:)` to read.
    static func directlyScanned(from data: Data) -> Self?
}

extension QuicklyDecodable {
    static func directlyScanned(from data: Data) -> Self? { nil }

    static func quicklyDecoded(from data: Data) -> Self? {
        directlyScanned(from: data) ?? JSONScanner.value(of: data).flatMap { JSONValueDecoder.decode(Self.self, from: $0) }
    }
}
