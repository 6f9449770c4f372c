import Foundation

/// Checks the bearer token where the real server does: all but registering, logging in and reading users.
enum Router {
    struct Parameters {
        var uuids: [UUID] = []
        var ints: [Int] = []
    }

    enum Segment {
        case literal(String)
        case uuid
        case int
    }

    enum Handler {
        case open(@Sendable (inout Store, HTTPRequest, Parameters) throws(HTTPResponse) -> HTTPResponse)
        case authenticated(
            @Sendable (inout Store, HTTPRequest, Parameters, UUID) throws(HTTPResponse) -> HTTPResponse
        )
    }

    struct Route {
        let method: String
        let pattern: [Segment]
        let handler: Handler
    }

    static func handle(_ request: HTTPRequest, store: inout Store) -> HTTPResponse {
        let segments = request.path.split(separator: "/").map(String.init)
        // Like Vapor, a known path with an unrouted method is simply not found.
        for route in routes where route.method == request.method {
            guard let parameters = match(route.pattern, segments) else { continue }
            do {
                switch route.handler {
                case .open(let handler):
                    return try handler(&store, request, parameters)
                case .authenticated(let handler):
                    guard let user = store.authenticatedUser(authorization: request.headers["authorization"]) else {
                        return .unauthenticated
                    }
                    return try handler(&store, request, parameters, user)
                }
            } catch {
                return error
            }
        }
        return .notFound
    }

    private static func match(_ pattern: [Segment], _ segments: [String]) -> Parameters? {
        guard pattern.count == segments.count else { return nil }
        var parameters = Parameters()
        for (segment, text) in zip(pattern, segments) {
            switch segment {
            case .literal(let literal):
                guard text == literal else { return nil }
            case .uuid:
                guard let uuid = UUID(uuidString: text) else { return nil }
                parameters.uuids.append(uuid)
            case .int:
                guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let int = Int(text) else {
                    return nil
                }
                parameters.ints.append(int)
            }
        }
        return parameters
    }

    private static func route(_ method: String, _ path: String, _ handler: Handler) -> Route {
        let pattern = path.split(separator: "/").map { part -> Segment in
            switch part {
            case ":uuid": .uuid
            case ":int": .int
            default: .literal(String(part))
            }
        }
        return Route(method: method, pattern: pattern, handler: handler)
    }

    static let routes: [Route] = [
        route("POST", "/api/users", .open { store, request, _ throws(HTTPResponse) in
            try store.register(request)
        }),
        route("POST", "/api/users/login", .open { store, request, _ in store.login(request) }),
        route("GET", "/api/users", .open { store, _, _ in store.listUsers() }),
        route("GET", "/api/users/:uuid", .open { store, _, p in store.user(p.uuids[0]) }),
        route("DELETE", "/api/users", .authenticated { store, _, _, user in store.deleteUser(user) }),

        route("POST", "/api/players", .authenticated { store, request, _, user throws(HTTPResponse) in
            try store.createPlayer(owner: user, request)
        }),
        route("GET", "/api/players", .authenticated { store, _, _, user in store.listPlayers(owner: user) }),
        route("PUT", "/api/players/:int", .authenticated { store, request, p, user throws(HTTPResponse) in
            try store.updatePlayer(owner: user, id: p.ints[0], request)
        }),
        route("DELETE", "/api/players/:int", .authenticated { store, _, p, user in
            store.deletePlayer(owner: user, id: p.ints[0])
        }),
        route("GET", "/api/players/:int/gathers", .authenticated { store, _, p, user in
            store.gathersOfPlayer(owner: user, id: p.ints[0])
        }),

        route("POST", "/api/gathers", .authenticated { store, _, _, user in store.createGather(owner: user) }),
        route("GET", "/api/gathers", .authenticated { store, _, _, user in store.listGathers(owner: user) }),
        route("PUT", "/api/gathers/:uuid", .authenticated { store, request, p, user throws(HTTPResponse) in
            try store.updateGather(owner: user, id: p.uuids[0], request)
        }),
        route("DELETE", "/api/gathers/:uuid", .authenticated { store, _, p, user in
            store.deleteGather(owner: user, id: p.uuids[0])
        }),
        route("POST", "/api/gathers/:uuid/players/:int", .authenticated { store, request, p, user throws(HTTPResponse) in
            try store.addPlayer(owner: user, gatherID: p.uuids[0], playerID: p.ints[0], request)
        }),
        route("GET", "/api/gathers/:uuid/players", .authenticated { store, _, p, user in
            store.playersOfGather(owner: user, id: p.uuids[0])
        }),
    ]
}
