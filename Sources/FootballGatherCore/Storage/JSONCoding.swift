import Foundation

/// The one JSON configuration of gather: every file, export, request body, server reply and `--json` output
/// goes through these coders. Keys sorted (files diff cleanly, output is stable), slashes as they are,
/// dates as `YYYY-MM-DDTHH:MM:SSZ` (`.iso8601`, whole seconds).
public enum JSONCoding {
    /// The deepest nesting `JSONDecoder` reads (deeper is an error, no crash; `isNestedTooDeep` tells why).
    static let depthLimit = 512

    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// `pretty`: indented, for the files people read; compact otherwise.
    public static func encoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// Counted in one pass over the bytes (brackets inside strings aside); asked only once `JSONDecoder` has
    /// refused a document, so that the error can say why.
    static func isNestedTooDeep(_ data: Data) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > depthLimit { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return false
    }
}
