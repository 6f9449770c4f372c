import Foundation

/// Typed readers over `JSONScanner`, for the values a data file holds by the thousand
/// (gathers): built straight from the bytes, without a `JSONValue` tree in between. Each
/// returns nil or false on anything it does not read exactly (another type, an escape, a
/// key given twice), so that its caller can fall back to the tree and `init(from:)`.
extension JSONScanner {
    /// Reads an object, handing each key to `member`, which reads its value and says
    /// whether it knew the key; false for a key it did not, or for a malformed object.
    mutating func readObject(_ member: (JSONKey, inout JSONScanner) -> Bool) -> Bool {
        skipWhitespace()
        guard peek() == UInt8(ascii: "{") else { return false }
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") { index += 1; return true }
        while true {
            skipWhitespace()
            guard let key = readKey() else { return false }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { return false }
            index += 1
            guard member(key, &self) else { return false }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return true
            default: return false
            }
        }
    }

    /// Reads an array, each element through `element`; false as soon as one is not read.
    mutating func readArray(_ element: (inout JSONScanner) -> Bool) -> Bool {
        skipWhitespace()
        guard peek() == UInt8(ascii: "[") else { return false }
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") { index += 1; return true }
        while true {
            guard element(&self) else { return false }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return true
            default: return false
            }
        }
    }

    /// An array whose every element `element` reads, in order.
    mutating func readList<Element>(_ element: (inout JSONScanner) -> Element?) -> [Element]? {
        var list: [Element] = []
        let read = readArray { scanner in
            guard let value = element(&scanner) else { return false }
            list.append(value)
            return true
        }
        return read ? list : nil
    }

    mutating func readString() -> String? {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else { return nil }
        return string()
    }

    mutating func readInteger() -> Int? {
        skipWhitespace()
        guard let byte = peek(), byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte),
              case .integer(let number)? = value()
        else { return nil }
        return number
    }

    /// Whether a `null` comes next, read if so.
    mutating func readNull() -> Bool {
        skipWhitespace()
        guard index + 4 <= bytes.count, bytes[index] == UInt8(ascii: "n"), bytes[index + 1] == UInt8(ascii: "u"),
              bytes[index + 2] == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "l")
        else { return false }
        index += 4
        return true
    }

    /// A field that `decodeIfPresent` reads: `null` is nil, anything else what `read` reads.
    mutating func readNullable<T>(into field: inout T?, _ read: (inout JSONScanner) -> T?) -> Bool {
        if readNull() { field = nil; return true }
        guard let value = read(&self) else { return false }
        field = value
        return true
    }

    /// A date as the stores write it (`InternetDate`).
    mutating func readDate() -> Date? { readString().flatMap(InternetDate.parse) }

    /// A UUID in its usual form (36 characters) read from the bytes; any other text goes
    /// through `UUID(uuidString:)`, as `UUID`'s own `init(from:)` would read it.
    mutating func readUUID() -> UUID? {
        skipWhitespace()
        let start = index + 1
        if start + 37 <= bytes.count, peek() == UInt8(ascii: "\""), bytes[start + 36] == UInt8(ascii: "\""),
           let uuid = UUIDText.parse(UnsafeRawBufferPointer(rebasing: bytes[start..<start + 36])) {
            index = start + 37
            return uuid
        }
        return readString().flatMap { UUID(uuidString: $0) }
    }

    /// Any value, read through the type's own `init(from:)` (`JSONValueDecoder`).
    mutating func readDecoded<T: Decodable>(_ type: T.Type) -> T? {
        value().flatMap { JSONValueDecoder.decode(type, from: $0) }
    }

    /// A side, matched on its bytes without making a `String`.
    mutating func readTeam() -> Team? {
        skipWhitespace()
        guard let text = rawString() else { return nil }
        if JSONKey(bytes: text).is("Team A") { return .teamA }
        if JSONKey(bytes: text).is("Team B") { return .teamB }
        return nil
    }

    private mutating func readKey() -> JSONKey? { rawString().map(JSONKey.init) }

    /// The bytes of the string that comes next, unvalidated, for comparing with known
    /// ASCII; nil for anything `string()` would not read either (an escape, a control character).
    private mutating func rawString() -> UnsafeRawBufferPointer? {
        guard peek() == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                index = end + 1
                return UnsafeRawBufferPointer(rebasing: bytes[start..<end])
            }
            guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { return nil }
            end += 1
        }
        return nil
    }
}

/// A key of the object being read, as its bytes (no escapes: the scanner gives up on those).
struct JSONKey {
    let bytes: UnsafeRawBufferPointer

    func `is`(_ name: StaticString) -> Bool {
        guard bytes.count == name.utf8CodeUnitCount else { return false }
        for offset in 0..<bytes.count where bytes[offset] != name.utf8Start[offset] { return false }
        return true
    }

    /// The key as text; nil when it is not UTF-8, as `string()` refuses it.
    var text: String? { String(validating: bytes.assumingMemoryBound(to: UInt8.self), as: UTF8.self) }
}

/// The keys an object's reader has seen, so that a key given twice is left to
/// `JSONDecoder`'s own rule, as the tree does.
struct SeenKeys {
    private var seen: UInt32 = 0

    /// False when key number `slot` was seen already.
    mutating func first(_ slot: Int) -> Bool {
        let bit: UInt32 = 1 << slot
        guard seen & bit == 0 else { return false }
        seen |= bit
        return true
    }

    func contains(_ slot: Int) -> Bool { seen & (1 << slot) != 0 }
}

/// The canonical text of a UUID, 8-4-4-4-12 hexadecimal digits of either case, read without
/// `sscanf` (what `UUID(uuidString:)` costs); nil for any other text.
enum UUIDText {
    static func parse(_ text: UnsafeRawBufferPointer) -> UUID? {
        guard text.count == 36 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        var position = 0
        while position < 36 {
            if position == 8 || position == 13 || position == 18 || position == 23 {
                guard text[position] == UInt8(ascii: "-") else { return nil }
                position += 1
                continue
            }
            guard let high = hexValue(text[position]), let low = hexValue(text[position + 1]) else { return nil }
            bytes.append(high << 4 | low)
            position += 2
        }
        return UUID(uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// An array of a document read straight from the bytes by `JSONScanner.read(_:as:lists:)`.
struct DirectList<Value> {
    let key: StaticString
    /// Reads the array, and gives what sets it on the decoded value; nil when an element is not read.
    let read: (inout JSONScanner) -> ((inout Value) -> Void)?

    init<Element>(_ key: StaticString, _ list: WritableKeyPath<Value, [Element]>, element: @escaping (inout JSONScanner) -> Element?) {
        self.key = key
        read = { scanner in
            guard let elements = scanner.readList(element) else { return nil }
            return { value in value[keyPath: list] = elements }
        }
    }
}

extension JSONScanner {
    /// `Value` read through its own `init(from:)` from the scanner's tree, except the arrays
    /// of `lists`, whose elements are read straight from the bytes and which are then set
    /// on the value: nil unless the document is an object with each of those keys once and
    /// every element is read. `Value`'s `init(from:)` must read those arrays as they are,
    /// nothing else depending on them, for the two ways to agree.
    static func read<Value: Decodable>(_ data: Data, as type: Value.Type, lists: [DirectList<Value>]) -> Value? {
        var members: [JSONMember] = []
        var setters: [Int: (inout Value) -> Void] = [:]
        let read: Bool? = Self.read(data) { scanner in
            scanner.readObject { name, scanner in
                if let index = lists.firstIndex(where: { name.is($0.key) }) {
                    guard setters[index] == nil, let set = lists[index].read(&scanner) else { return false }
                    setters[index] = set
                    return true
                }
                guard let text = name.text, members[text] == nil, let value = scanner.value() else { return false }
                members.append(JSONMember(key: text, value: value))
                return true
            } ? true : nil
        }
        guard read != nil, setters.count == lists.count else { return nil }
        members += lists.map { JSONMember(key: $0.key.description, value: .array([])) }
        guard var value = JSONValueDecoder.decode(type, from: .object(members)) else { return nil }
        for set in setters.values { set(&value) }
        return value
    }
}
