struct TokenStream {
    private let tokens: [String]
    private var nextIndex = 0

    init(_ tokens: [String]) {
        self.tokens = tokens
    }

    var peek: String? {
        nextIndex < tokens.count ? tokens[nextIndex] : nil
    }

    mutating func next() -> String? {
        defer { if nextIndex < tokens.count { nextIndex += 1 } }
        return peek
    }
}
