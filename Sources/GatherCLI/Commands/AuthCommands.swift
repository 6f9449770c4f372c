import FootballGatherCore
import Foundation

enum AuthCommands {
    static let all = [register, login, logout, StatusCommand.command]

    static let username = ArgumentKey<String>(
        "USERNAME", help: "The account name (default: the one used last).", isOptional: true)
    static let passwordStdin = FlagKey(
        "password-stdin", help: "Read the password from the first line of stdin instead of the terminal.")

    static let register = Command(
        CommandSpec(
            name: "register", abstract: "Create an account on the server and log in with it.",
            examples: ["gather register ana", "printf '%s\\n' \"$PASS\" | gather register ana --password-stdin"],
            arguments: [username.spec], options: [passwordStdin.spec]),
        run: { context in try await authenticate(context, registering: true) })

    static let login = Command(
        CommandSpec(
            name: "login", abstract: "Log in to the server; the token is kept for later commands.",
            discussion: "The password is never a flag: type it at the prompt, or pipe it with --password-stdin.",
            examples: ["gather login ana", "gather login --password-stdin < password.txt"],
            arguments: [username.spec], options: [passwordStdin.spec]),
        run: { context in try await authenticate(context, registering: false) })

    static let logout = Command(
        CommandSpec(
            name: "logout", abstract: "Forget the token for the server.",
            discussion: "Refused while changes kept for this user wait to be sent ('gather sync'); with --yes they stay kept for the next login as the same user.",
            examples: ["gather logout", "gather logout --yes"], options: [keepWaiting.spec]).typedInFull(),
        run: runLogout)

    static let keepWaiting = FlagKey("yes", short: "y", help: "Log out even when changes wait to be sent; they stay kept for this user.")

    static func authenticate(_ context: Context, registering: Bool) async throws {
        let (viewModel, server) = try context.loginViewModel()
        let prompt = Prompt(context: context)
        let username = try context.parsed.argument(username)
            ?? (registering ? nil : viewModel.rememberedUsername())
            ?? prompt.value("Username", supplyWith: "username: give it as an argument")
        let password = try readPassword(context, confirm: registering)
        let outcome = registering
            ? try await viewModel.register(username: username, password: password)
            : try await viewModel.login(username: username, password: password)
        if context.output.json {
            try context.output.printJSON(AccountJSON(server: server, username: outcome.credential.username, loggedIn: true))
        } else {
            let verb = registering ? "Registered and logged in" : "Logged in"
            context.output.confirm("\(verb) as \(outcome.credential.username) on \(server.absoluteString)")
        }
        // On stderr, so that stdout stays the account alone with --json.
        if let outbox = try context.services(for: .server(server)).outbox {
            let taken = try outbox.takeOverEarlierAccount()
            if taken > 0 {
                context.output.note(
                    "\(PlainList.counted(taken, "change")) kept without signal for an earlier account named '\(outcome.credential.username)' "
                        + "on this server are this account's now: 'gather sync' sends them")
            }
            for other in try outbox.othersWaiting() { context.output.note(OtherAccountText.line(other)) }
        }
        if let saved = outcome.savedServer {
            context.output.note("Saved \(saved) as the server: later commands use it")
        } else if let other = outcome.otherConfiguredServer, context.serverChosenByFlag {
            context.output.note("The configured server stays \(other): later commands without --server use it")
        }
    }

    static func runLogout(_ context: Context) async throws {
        let (viewModel, server) = try context.loginViewModel()
        if !context.parsed.flag(keepWaiting), let sync = try context.services(for: .server(server)).outbox,
           case let waiting = try sync.waiting(), !waiting.isEmpty {
            throw SyncError.changesWaiting(count: waiting.count, user: try context.storage.credentials.token(for: server)?.username ?? "")
        }
        let removed = try await viewModel.logout()
        if context.output.json { return try context.output.printJSON(AccountJSON(server: server, username: nil, loggedIn: false)) }
        context.output.confirm(removed ? "Logged out of \(server.absoluteString)" : "Not logged in to \(server.absoluteString)")
    }

    static func readPassword(_ context: Context, confirm: Bool) throws -> String {
        if context.parsed.flag(passwordStdin) {
            if context.console.standardInputClosed { throw CommandInputError.standardInputUnreadable("it is closed") }
            guard let line = context.console.readLine() else {
                throw CommandInputError.noPasswordOnStdin
            }
            return line
        }
        guard context.allowsInput else { throw context.missing("password: use --password-stdin when not on a terminal") }
        guard let password = context.console.readSecret(prompt: "Password: ") else { throw CancellationError() }
        if confirm {
            guard context.console.readSecret(prompt: "Repeat password: ") == password else {
                throw CommandInputError.passwordsDiffer
            }
        }
        return password
    }
}

enum OfflineModeError: Error, LocalizedError, CLIFailure, HintedFailure {
    case noAccounts

    func description(hint: CommandHint) -> String {
        "offline mode needs no login: your data stays in the local file; set a server with --server URL or \(hint.gather("config set server URL")) to use an account"
    }

    var errorDescription: String? { description(hint: .plain) }

    var exitStatus: ExitStatus { .configuration }
}

enum OtherAccountText {
    static func line(_ other: (username: String?, count: Int)) -> String {
        let who = other.username.map { ", '\(InputError.echo($0))'" } ?? ""
        return "\(PlainList.counted(other.count, "change")) kept without signal wait for another account on this server\(who); "
            + "they are sent once it logs in again"
    }
}
