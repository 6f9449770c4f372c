import Foundation

// JSON shapes of the Football Gather server's replies. Optionals are encoded with `encodeIfPresent` (the
// synthesized default), so null fields are omitted from replies as on the real server.

struct UserReply: Encodable {
    let id: UUID
    let username: String
}

struct LoginReply: Encodable {
    let token: String
    let userID: UUID
}

struct PlayerReply: Codable {
    let id: Int
    var name: String
    var age: Int?
    var skill: Skill?
    var preferredPosition: Position?
    var favouriteTeam: String?
}

struct GatherReply: Codable {
    let id: UUID
    let userId: UUID
    var score: String?
    var winnerTeam: String?
}

struct RegisterBody: Decodable {
    let username: String
    let password: String
}

struct PlayerBody: Decodable {
    let name: String
    let age: Int?
    let skill: Skill?
    let preferredPosition: Position?
    let favouriteTeam: String?
}

struct GatherUpdateBody: Decodable {
    let score: String
    let winnerTeam: String
}

struct TeamBody: Decodable {
    let team: String
}

// An unknown value fails with the standard library's "Cannot initialize Skill from invalid String value …".
enum Skill: String, Codable, CaseIterable {
    case beginner, amateur, professional
}

enum Position: String, Codable, CaseIterable {
    case goalkeeper, defender, midfielder, winger, striker
}

enum BodyDecoding {
    /// Decodes `body`, or throws the 400 reply Vapor would send for the failure.
    static func decode<Value: Decodable>(_ type: Value.Type, from body: Data) throws(HTTPResponse) -> Value {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch {
            throw .error(status: 400, reason: reason(for: error))
        }
    }

    /// The wording of Vapor 4's `DecodingError` reasons.
    static func reason(for error: Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .keyNotFound(let key, let context):
            return "Value required for key '\(dotPath(context.codingPath + [key]))'."
        case .valueNotFound(let type, let context), .typeMismatch(let type, let context):
            return "Value of type '\(type)' required for key '\(dotPath(context.codingPath))'."
        case .dataCorrupted(let context):
            return context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }

    private static func dotPath(_ path: [CodingKey]) -> String {
        path.map(\.stringValue).joined(separator: ".")
    }
}
