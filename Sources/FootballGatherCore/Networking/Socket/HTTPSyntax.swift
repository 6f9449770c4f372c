/// The byte classes of HTTP/1.1 syntax (RFC 9110, 9112) that requests and replies are checked against.
extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")

    var isASCIILetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }

    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    var isHexDigit: Bool {
        isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }

    /// Text a head line may hold: no control character but a tab.
    var isFieldText: Bool { self == .tab || (self >= 0x20 && self != 0x7F) }

    /// RFC 9110 `tchar`: what a field name is made of.
    var isTokenCharacter: Bool {
        isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || "!#$%&'*+-.^_`|~".utf8.contains(self)
    }
}
