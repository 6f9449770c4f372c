import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// The help pages users read, pinned word for word: a change here is a change users see.
@Suite struct HelpGoldenCLITests {
    @Test func rootHelp_isPinned() async {
        let home = TestHome()
        let result = await gather(home: home)
        #expect(result.code == 0)
        #expect(result.stdout == Self.rootHelp)
        #expect(result.stderr.isEmpty)
    }

    @Test func playersAddHelp_isPinned() async {
        let home = TestHome()
        let result = await gather("players", "add", "--help", home: home)
        #expect(result.code == 0)
        #expect(result.stdout == Self.playersAddHelp)
        #expect(result.stderr.isEmpty)
    }

    static let rootHelp = """
        Organise amateur football from the terminal: players, teams, the match clock and
        the score.

        Works on a Football Gather server when one is configured (--server,
        GATHER_SERVER or 'gather config set server URL'), and offline on a local data
        file otherwise.

        EXAMPLES:
          gather players add Ana --skill amateur --position striker
          gather start --teams auto --all --time 25:00

        USAGE:
          gather [<options>] <subcommand>

        OPTIONS:
          --server <URL>       The Football Gather server, e.g. http://127.0.0.1:8080
                               (default: $GATHER_SERVER, then the config file, else
                               offline).
          --json               Print data as JSON.
          -q, --quiet          Print no confirmations or progress; errors still show.
          --no-color           Never colour the output (also: NO_COLOR=1).
          --timeout <SECONDS>  Give up on a request after this many seconds. (default:
                               15)
          --no-input           Never prompt; fail instead when a value is missing.
          --version            Show the version.
          -h, --help           Show help information.

        SUBCOMMANDS:
          register             Create an account on the server and log in with it.
          login                Log in to the server; the token is kept for later
                               commands.
          logout               Forget the token for the server.
          status               Show the backend in use, the user, and whether the token
                               is accepted.
          players              Add, list, show, edit and delete players.
          squad                Keep the list of who plays next, for start --teams auto.
          start                Start a match with two teams, chosen by hand or balanced
                               automatically.
          score                Set the score of the running match.
          goal                 Add a goal to a team (or take one back with --undo).
          show                 Show the running match: teams, score and time left.
          end                  End the running match and save its score and winner.
          cancel               Delete the running match's gather (asks first on a
                               terminal).
          add                  Add a late arrival from the roster to the running match.
          move                 Move a player of the running match to team a or b.
          swap                 Swap two players of the running match between the teams.
          record               Enter a match played without gather, with its date, teams
                               and score.
          stats                Show the league table of the ended matches, with every
                               player's rating.
          fees                 Split the pitch fee per match; who paid, who owes.
          history              List past gathers; show, correct or delete one.
          timer                Set, start, pause and wait for the match clock.
          export               Write the roster and gathers as JSON (to stdout, or a
                               file).
          import               Add the players and gathers of an export; players already
                               on the roster (same name) are matched.
          sync                 Send the changes kept while the server could not be
                               reached.
          config               Read and change saved settings (server, username).
          completion           Print a shell completion script.

        HELP TOPICS:
          names                How names, aliases and pasted lists are read.
          ratings              The league table, the rating and what it is worth.
          teams                The squad, fair sides, late arrivals and scorers.
          fees                 The pitch fee: how it is split, payments and balances.
          offline              The files gather keeps, backups and restores.
          sync                 A server: logging in, working without signal, the outbox,
                               conflicts.
          json                 Every shape --json prints.
          exit-codes           What each exit code of gather means.
          environment          The environment variables gather reads.
          chat                 Posts for the group chat: --format chat, text and
                               markdown.

        See 'gather help <subcommand>' for detailed help.

        """

    static let playersAddHelp = """
        Add players to the roster (every name, or none if one is refused).

        '-' reads a list pasted from a group chat, as 'squad add -' does (see 'gather
        help names'): commas separate names; numbering, bullets and reactions are taken
        off, and the notes, guests and maybes a roster does not keep are said on stderr.
        On a server that cannot be reached, the players are kept on this machine with
        temporary ids (~1, ~2…), which every command takes wherever an id goes, until
        'gather sync' creates them and says their ids on the server.

        EXAMPLES:
          gather players add Ana
          gather players add "Bo Lee" --age 31 --skill professional --position goalkeeper
          gather players add Cy Dee Eve --skill amateur
          cut -d, -f1 club.csv | gather players add -
          gather players add "Kwame Mensah" --alias Kwa

        USAGE:
          gather players add <NAME> ... [<options>]

        ARGUMENTS:
          <NAME>                   A player's name (at most 64 characters); '-' reads a
                                   pasted list from stdin (one per line or
                                   comma-separated; list numbers, bullets, notes such as
                                   (late), +1 and ? taken off).

        OPTIONS:
          --age <N>                Age in years, 1 to 99.
          --skill <SKILL>          How good the player is. (values: beginner, amateur,
                                   professional)
          --position <POSITION>    Preferred position (or GK, DEF, MID, W, ST). (values:
                                   goalkeeper, defender, midfielder, winger, striker)
          --favourite-team <TEAM>  The player's favourite team (at most 64 characters).
          --allow-duplicate        Accept a name another player already has.
          --alias <NAME>           Another name the player answers to, unique among
                                   names and aliases (repeatable).
          -h, --help               Show help information.

        GLOBAL OPTIONS:
          --server <URL>, --json, --quiet, --no-color, --timeout <SECONDS>, --no-input
          See 'gather --help' for what they do.

        """
}
