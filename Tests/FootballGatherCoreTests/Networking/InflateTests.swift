import FakeGatherServer
import Foundation
import Testing
@testable import FootballGatherCore

/// The socket transport's decoder of compressed replies: gzip, zlib and raw DEFLATE
/// (stored, fixed and dynamic blocks), cut off at its limit, never crashing on bad input.
@Suite struct InflateTests {
    static let text = #"[{"id":1,"name":"Ana"},{"id":2,"name":"Bo"}]"#
    // Made with Python's gzip and zlib modules from `text` (and, for the dynamic block,
    // 200 player objects).
    static let storedGzip = "H4sIAAAAAAAEAwEsANP/W3siaWQiOjEsIm5hbWUiOiJBbmEifSx7ImlkIjoyLCJuYW1lIjoiQm8ifV2ZINnPLAAAAA=="
    static let fixedGzip = "H4sIAAAAAAACA4uuVspMUbIy1FHKS8xNVbJScsxLVKrVgYgawUWd8pVqYwGZINnPLAAAAA=="
    static let zlib = "eJyLrlbKTFGyMtRRykvMTVWyUnLMS1Sq1YGIGsFFnfKVamMBHQ4MrQ=="
    static let rawDeflate = "i65WykxRsjLUUcpLzE1VslJyzEtUqtWBiBrBRZ3ylWpjAQ=="
    static let dynamicGzip = """
        H4sIAAAAAAACA4XaPY5kRRQF4a2gstvIk/85q2ALLdHGiB6MAQw0Yu8gzBepwG0dL1TV7323fry+/vL6Ut5ev71/+3h9ef38+f7Xx/efyuvt9fuvXz8///3T+7f3Pz7+/P76++3Hf+M8x5FxfY6rjNtz3GTcn+Mu4/EcDxnP53jKeD3HS8b7Od4yPs/xsShIGG3IiFYxyBjrGISMlQxSxloGMWM1g5yxnkHQWNEgaaxpEDVWtaJqtaoVVat+NvnhtKoVVatVraharWpF1WpVK6pWq1pRtVrViqrVqlZUrVa1oWqzqg1Vm1VtqNr0O5dfula1oWqzqg1Vm1VtqNqsakPVZlUbqjar2lC1WdWOqt2qdlTtVrWjareqHVW7/i/lP1Or2lG1W9WOqt2qdlTtVrWjareqHVW7VR2oOqzqQNVhVQeqDqs6UHVY1YGqQ5+R+JBkVQeqDqs6UHVY1YGqw6oOVB1WdaLqtKoTVadVnag6repE1WlVJ6pOqzpRdeqzLx9+repE1WlVJ6pOqzpRdVrVharLqi5UXVZ1oeqyqgtVl1VdqLqs6kLVZVUXqi59p+FLjVVdqLqs6kLVZVU3qm6rulF1W9WNqtuqblTdVnWj6raqG1W3Vd2ouq3qRtWt76p8WbWqG1W3VT2oeqzqQdVjVQ+qHqt6UPVY1YOqx6oeVD1W9aDqsaoHVY9VPah61CCIEK4QF4ZQhyiEiKISUUgRRS2iECOKakQhRxT1iEKQKCoShSRR1CQKUaKoShSyRFGXKISJoqUv4PQ/4nQhJy19QSdXpws7uTtd4Mnl6UJPbk8XfHJ9uvCT+9MFoFygLgSlBhUiVFShQoZKdV288KKWJkVFLSrEqKhGhRwV9agQpKIiFZJU1KRClIqqVMhSUZcKYSoqUyFNRW0qxKk0l+QLJWtpAlVUqEKiihpViFRRpQqZKupUIVRFpSqkqqhVhVgV1aqQq6JeFYJVVKxCskr3q8HlbKClyVZRtwrhKipXIV1F7SrEq6hehXwV9asQsKKCFRJW1LBCxIoqVshYUccKISvDL0SXE5GWJmZFNSvkrKhnhaAVFa2QtKKmFaJWVLVC1oq6VghbUdkKaStqWyFuRXUr5K1MvwZezoFamsQVNa4QuaLKFTJX1LlC6IpKV0hdUesKsSuqXSF3Rb0rBK+oeIXkFTWvEL2y/PJ7Of1qacJXVL5C+oraV4hfUf0K+SvqXyGARQUsJLCogYUIFlWwkMGiDhZCWFTCQgrL9iv/5cyvpclhUQ8LQSwqYiGJRU0sRLGoioUsFnWxEMaiMhbSWNTGQhyL6ljIY1EfC4Esx3/RcflJx730PyhSaXVsJQAA
        """

    private func bytes(_ base64: String) throws -> [UInt8] {
        [UInt8](try #require(Data(base64Encoded: base64)))
    }

    @Test(arguments: [storedGzip, fixedGzip])
    func gzip_withStoredAndFixedBlocks_decodes(_ base64: String) throws {
        #expect(String(decoding: try Inflate.gunzip(try bytes(base64), limit: 1 << 20), as: UTF8.self) == Self.text)
    }

    @Test func gzip_withADynamicBlock_decodes() throws {
        let decoded = try Inflate.gunzip(try bytes(Self.dynamicGzip), limit: 1 << 20)
        #expect(decoded.count == 9580)
        #expect(String(decoding: decoded, as: UTF8.self).hasPrefix(#"{"id":0,"name":"Player 0","skill":"amateur"},{"id":1,"#))
    }

    @Test func deflate_zlibWrappedOrRaw_decodes() throws {
        #expect(String(decoding: try Inflate.zlibOrRaw(try bytes(Self.zlib), limit: 1 << 20), as: UTF8.self) == Self.text)
        #expect(String(decoding: try Inflate.zlibOrRaw(try bytes(Self.rawDeflate), limit: 1 << 20), as: UTF8.self) == Self.text)
    }

    @Test func theFakeServersBomb_decodesWhole_underTheLimit_andStopsAtIt() throws {
        let bomb = GzipBomb.make(inflatedSize: 1_000_003)
        #expect(try Inflate.gunzip(bomb, limit: 1_000_003) == [UInt8](repeating: 0, count: 1_000_003))
        #expect(throws: InflateError.tooLarge) { try Inflate.gunzip(bomb, limit: 1_000_002) }
        #expect(throws: InflateError.tooLarge) { try Inflate.gunzip(GzipBomb.make(inflatedSize: 64 << 20), limit: 1 << 20) }
    }

    @Test func aWrongChecksum_orLength_isCorrupt() throws {
        var input = try bytes(Self.fixedGzip)
        input[input.count - 8] ^= 1
        #expect(throws: InflateError.corrupt) { try Inflate.gunzip(input, limit: 1 << 20) }
        input = try bytes(Self.fixedGzip)
        input[input.count - 1] ^= 1
        #expect(throws: InflateError.corrupt) { try Inflate.gunzip(input, limit: 1 << 20) }
    }

    @Test func everyCutAndEveryFlippedByte_endsInAnAnswerOrAnError_neverACrash() throws {
        let input = try bytes(Self.dynamicGzip)
        for length in 0..<input.count {
            #expect(throws: InflateError.self) { try Inflate.gunzip(Array(input.prefix(length)), limit: 1 << 20) }
        }
        for index in input.indices {
            var flipped = input
            flipped[index] ^= 0x5A
            _ = try? Inflate.gunzip(flipped, limit: 1 << 20)
            _ = try? Inflate.zlibOrRaw(Array(flipped.dropFirst(10)), limit: 1 << 20)
        }
    }
}
