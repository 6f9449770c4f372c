/// Asks whether a suggested name is the player meant: on a terminal, a question.
public protocol SuggestionPrompter: Sendable {
    func accepts(_ suggestion: String, for reference: String) -> Bool
}

/// A failure naming references that matched nobody, each with its did-you-mean.
public protocol UnknownNamesFailure: Error {
    var unknownNames: [UnknownPlayer] { get }
}

/// Offers the suggestions of unknown names one by one ("Use 'Kwame Mensah' for 'Kwame'?")
/// and runs the work again with those accepted. Names fail before anything changes, so the
/// work can run again; a declined name stays unknown and fails as before.
public struct SuggestionOffer: Sendable {
    let prompter: any SuggestionPrompter

    public init(prompter: any SuggestionPrompter) {
        self.prompter = prompter
    }

    public func running<T>(_ body: () async throws -> T) async throws -> T {
        var corrections = NameCorrections.current
        var offered: Set<String> = []
        while true {
            do {
                return try await NameCorrections.$current.withValue(corrections) { try await body() }
            } catch let failure as any UnknownNamesFailure {
                var accepted = false
                for name in failure.unknownNames {
                    guard let suggestion = name.suggestion?.only, offered.insert(name.reference).inserted else { continue }
                    if prompter.accepts(suggestion, for: name.reference) {
                        corrections.read(name.reference, as: suggestion)
                        accepted = true
                    }
                }
                guard accepted else { throw failure }
            }
        }
    }
}

extension InputError: UnknownNamesFailure {
    public var unknownNames: [UnknownPlayer] {
        switch self {
        case .unknownPlayer(let reference, let suggestion): [UnknownPlayer(reference: reference, suggestion: suggestion)]
        case .unknownPlayers(let unknown): unknown
        default: []
        }
    }
}

extension LineupError: UnknownNamesFailure {
    public var unknownNames: [UnknownPlayer] {
        guard case .notInMatch(let reference, let suggestion, _) = self else { return [] }
        return [UnknownPlayer(reference: reference, suggestion: suggestion)]
    }
}
