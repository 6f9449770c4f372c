import FootballGatherCore

enum LoginErrorWording {
    static func text(_ error: LoginError) -> String {
        switch error {
        case .wrongCredentials(let username, let server):
            "wrong username or password for '\(username)' on \(server): check them and try again"
        case .usernameTaken(let username): "the username '\(username)' is taken"
        case .blankUsername: "the username cannot be blank"
        case .colonInUsername: "the username cannot contain ':'"
        case .emptyPassword: "the password cannot be empty"
        }
    }
}
