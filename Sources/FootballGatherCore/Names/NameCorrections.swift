/// Names the user agreed to read as another ("Kwame" as "Kwame Mensah") for the rest of one call.
public struct NameCorrections: Sendable, Equatable {
    /// Each typed reference, and the roster name it stands for.
    private(set) var names: [String: String] = [:]

    mutating func read(_ reference: String, as name: String) {
        names[reference] = name
    }
}
