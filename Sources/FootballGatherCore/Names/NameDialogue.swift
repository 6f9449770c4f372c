import Synchronization

/// Asks whether a suggested name is the player meant: on a terminal, a question.
public protocol SuggestionPrompter: Sendable {
    func accepts(_ suggestion: String, for reference: String) -> Bool
}

/// Takes no suggestion: an unknown name fails at once, as without a terminal.
public struct DeclinesSuggestions: SuggestionPrompter {
    public init() {}

    public func accepts(_ suggestion: String, for reference: String) -> Bool { false }
}

/// A name that found its player loosely (accents, a word prefix): "Kwame → Kwame Mensah".
public struct LooseMatch: Sendable, Equatable {
    /// The reference as an error would show it (without numbering, bullets and reactions).
    public var reference: String
    public var player: Player
}

/// What became of one call's names: those found loosely (each once, in order) and the suggestions taken.
public struct NameNotes: Sendable, Equatable {
    public var looseMatches: [LooseMatch] = []
    var corrections = NameCorrections()
}

/// A view model's result with what became of its names; the value's properties read through (`change.squad`).
@dynamicMemberLookup
public struct Named<Value> {
    public var value: Value
    public var names: NameNotes

    init(_ value: Value, names: NameNotes = NameNotes()) {
        self.value = value
        self.names = names
    }

    public subscript<Property>(dynamicMember property: KeyPath<Value, Property>) -> Property { value[keyPath: property] }
}

extension Named: Sendable where Value: Sendable {}
extension Named: Equatable where Value: Equatable {}

/// The names of one view model's call. An unknown name with one close roster name is offered it once
/// (`Use 'Kwame Mensah' for 'Kwmae'?`); on yes the lookup goes on in memory: nothing is read or sent again.
public final class NameDialogue: Sendable {
    private struct State {
        var corrections = NameCorrections()
        var offered: Set<String> = []
        var looseMatches: [LooseMatch] = []
    }

    let prompter: any SuggestionPrompter
    private let state = Mutex(State())

    public init(prompter: any SuggestionPrompter = DeclinesSuggestions()) {
        self.prompter = prompter
    }

    static func naming<T>(_ prompter: any SuggestionPrompter, _ body: (NameDialogue) async throws -> T) async throws -> Named<T> {
        let names = NameDialogue(prompter: prompter)
        let value = try await body(names)
        return Named(value, names: names.notes)
    }

    var notes: NameNotes {
        state.withLock { NameNotes(looseMatches: $0.looseMatches, corrections: $0.corrections) }
    }

    var corrections: NameCorrections { state.withLock { $0.corrections } }

    func heard(_ reference: String, _ player: Player) {
        let match = LooseMatch(reference: reference, player: player)
        state.withLock { state in
            if !state.looseMatches.contains(match) { state.looseMatches.append(match) }
        }
    }

    /// Runs a lookup (which reads the corrections and sends nothing), again after any suggestion is taken.
    func resolving<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        while true {
            do {
                return try body()
            } catch {
                guard let failure = error as? any UnknownNamesFailure, offer(failure.unknownNames) else { throw error }
            }
        }
    }

    /// Offers each name's one suggestion, a name once; true when any was taken.
    private func offer(_ unknown: [UnknownPlayer]) -> Bool {
        var accepted = false
        for name in unknown {
            guard let suggestion = name.suggestion?.only, state.withLock({ $0.offered.insert(name.reference).inserted }) else { continue }
            guard prompter.accepts(suggestion, for: name.reference) else { continue }
            state.withLock { $0.corrections.read(name.reference, as: suggestion) }
            accepted = true
        }
        return accepted
    }
}

/// A failure naming references that matched nobody, each with its did-you-mean.
protocol UnknownNamesFailure: Error {
    var unknownNames: [UnknownPlayer] { get }
}

extension InputError: UnknownNamesFailure {
    public var unknownNames: [UnknownPlayer] {
        switch self {
        case .unknownPlayer(let reference, let suggestion): [UnknownPlayer(reference: reference, suggestion: suggestion)]
        case .unknownPlayers(let unknown), .nearMissNewcomers(let unknown), .listProblems(let unknown, _, _): unknown
        default: []
        }
    }
}

extension LineupError: UnknownNamesFailure {
    var unknownNames: [UnknownPlayer] {
        guard case .notInMatch(let reference, let suggestion, _) = self else { return [] }
        return [UnknownPlayer(reference: reference, suggestion: suggestion)]
    }
}
