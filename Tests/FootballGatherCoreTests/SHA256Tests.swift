import Foundation
import Testing
@testable import FootballGatherCore

@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("demo-password", "41bd876b085d6031cb0e04de35b88d77f83a4ba39f879fee40805ac19e356023"),
        ("ñandú ⚽", "73eb5001d5d988589575a83b9fa9889f17f287ad490acaf16e5ec4cbf2369881"),
    ])
    func hexDigest_ofStandardVector_matches(input: String, expected: String) {
        #expect(SHA256.hexDigest(input) == expected)
    }

    @Test func hexDigest_ofOneMillionA_matches() {
        let input = String(repeating: "a", count: 1_000_000)
        #expect(SHA256.hexDigest(input) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths around the padding edges: 55 still fits the length in one block,
    /// 56 needs a second; 119 and 120 are the same edges one block later.
    /// Expected values from `sha256sum` on "a" repeated n times.
    @Test(arguments: [
        (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
        (119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
        (120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
        (128, "6836cf13bac400e9105071cd6af47084dfacad4e5e302c94bfed24e013afb73e"),
    ])
    func hexDigest_atPaddingEdge_matchesSha256sum(length: Int, expected: String) {
        #expect(SHA256.hexDigest(String(repeating: "a", count: length)) == expected)
    }

    @Test func hash_ofNonContiguousSequence_equalsHashOfArray() {
        let bytes = (0..<1024).lazy.map { UInt8(truncatingIfNeeded: $0) }
        let digest = SHA256.hash(bytes)
        #expect(digest.count == 32)
        #expect(SHA256.hexString(digest) == "785b0751fc2c53dc14a4ce3d800e69ef9ce1009eb327ccf458afe09c242c26c9")
        #expect(SHA256.hash(Data(bytes)) == digest)
    }
}
