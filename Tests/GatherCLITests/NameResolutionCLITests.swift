import Foundation
import Testing

@testable import GatherCLI

/// Names as people write them, through the commands: a pasted chat list, a first name
/// for a scorer, an accent left out; never a loose match for a delete.
@Suite struct NameResolutionCLITests {
    private static func roster() async -> TestHome {
        let home = TestHome()
        #expect(await gather("players", "add", "Kwame Mensah", "Dave Smith", "José Martinez", "Zoë Clarke", "Jonathan", "Mo Salah", home: home).code == 0)
        return home
    }

    @Test func aPastedChatList_joinsTheSquad_sayingWhichNamesWereRead() async {
        let home = await Self.roster()
        let pasted = "\u{FEFF}1. Jose 👍\r\n2) Zoe ✅\r\n\r\n- Dave S (+1)\r\n• Kwame\r\n👍\r\n@Mo"
        let added = await gather(arguments: ["squad", "add", "-"], stdin: [pasted], home: home)
        #expect(added.code == 0, "\(added.stderr)")
        for note in ["Jose → José Martinez", "Zoe → Zoë Clarke", "Dave S → Dave Smith", "Kwame → Kwame Mensah", "Mo → Mo Salah"] {
            #expect(added.stderr.contains(note + "\n"), "\(note) missing from \(added.stderr)")
        }
        let squad = await gather("squad", "list", "--json", home: home)
        let names = (try? JSONSerialization.jsonObject(with: Data(squad.stdout.utf8)) as? [String: Any])?["players"] as? [[String: Any]]
        #expect(names?.compactMap { $0["name"] as? String } == ["José Martinez", "Zoë Clarke", "Dave Smith", "Kwame Mensah", "Mo Salah"], "\(squad.stdout)")
    }

    @Test func aScorer_byFirstName() async {
        let home = await Self.roster()
        #expect(await gather("start", "--teams", "Kwame,Dave S/Jonathan,Mo", home: home).code == 0)
        let goal = await gather("goal", "a", "--by", "Kwame", home: home)
        #expect(goal.code == 0, "\(goal.stderr)")
        #expect(goal.stderr == "Kwame → Kwame Mensah\n")
    }

    @Test func aLooseNameNeverDeletes() async {
        let home = await Self.roster()
        let refused = await gather("players", "delete", "Jon", "--yes", home: home)
        #expect(refused.code == 65)
        #expect(refused.stderr.contains("'Jon' is not a player's whole name (it would mean Jonathan #5)"))
        #expect(await gather("players", "list", home: home).stdout.contains("Jonathan"))
    }

    @Test func positionSynonyms() async {
        let home = TestHome()
        for (word, expected) in [("goalie", "goalkeeper"), ("keeper", "goalkeeper"), ("gk", "goalkeeper")] {
            let added = await gather("players", "add", "P \(word)", "--position", word, "--json", home: home)
            #expect(added.stdout.contains("\"preferredPosition\":\"\(expected)\""))
        }
    }

    @Test func aNewcomer_failsTheList_withAHint_orJoinsWithNew() async {
        let home = await Self.roster()
        let refused = await gather(arguments: ["squad", "add", "-"], stdin: ["1. Kwame\n2. Olu 👍"], home: home)
        #expect(refused.code == 65)
        #expect(refused.stderr.contains("no player matches 'Olu'"))
        #expect(refused.stderr.contains("to add newcomers to the roster, give --new"))
        let squadAfterRefusal = await gather("squad", "list", home: home)
        #expect(!squadAfterRefusal.stdout.contains("Kwame"), "nobody joined")

        let added = await gather(arguments: ["squad", "add", "-", "--new"], stdin: ["1. Kwame\n2. Olu 👍"], home: home)
        #expect(added.code == 0, "\(added.stderr)")
        #expect(added.stdout.contains("New on the roster: Olu"))
        #expect(await gather("players", "list", home: home).stdout.contains("Olu"))
        #expect(await gather("squad", "list", home: home).stdout.contains("Olu"))
    }

    @Test func aPastedHeading_isToldOnStderr_andNotTakenAsAName() async {
        let home = await Self.roster()
        let added = await gather(arguments: ["squad", "add", "-", "--new"], stdin: ["Football Thu 19:00 ⚽\n1️⃣ Kwame\n2️⃣ Mo\n"], home: home)
        #expect(added.code == 0, "\(added.stderr)")
        #expect(!added.stdout.contains("New on the roster"), "the heading is no newcomer")
        #expect(added.stderr.contains("Read as a heading, not a name: 'Football Thu 19:00 ⚽'\n"))
    }

    @Test func aLateArrivalNotOnTheRoster_joinsWithNew() async {
        let home = await Self.roster()
        #expect(await gather("start", "--teams", "Kwame/Mo", home: home).code == 0)
        let refused = await gather("add", "Kai", home: home)
        #expect(refused.code == 65)
        #expect(refused.stderr.contains("give --new"))
        let joined = await gather("add", "Kai", "--new", home: home)
        #expect(joined.code == 0, "\(joined.stderr)")
        #expect(joined.stdout.contains("New on the roster: Kai (#7)"))
        #expect(await gather("show", home: home).stdout.contains("Kai"))
    }

    @Test func aStartFromAPastedList_takesNewcomersWithNew_andOtherwiseCreatesNothing() async {
        let home = await Self.roster()
        let list = "1. Kwame\n2. Olu 👍\n3. Mo\n4. Dave S"
        let refused = await gather(arguments: ["start", "--teams", "auto", "--players", "-"], stdin: [list], home: home)
        #expect(refused.code == 65)
        #expect(refused.stderr.contains("no player matches 'Olu'") && refused.stderr.contains("give --new"))
        #expect(await gather("show", home: home).code != 0, "no match was started")
        #expect(!(await gather("players", "list", home: home).stdout.contains("Olu")))

        let started = await gather(arguments: ["start", "--teams", "auto", "--players", "-", "--new"], stdin: [list], home: home)
        #expect(started.code == 0, "\(started.stderr)")
        #expect(started.stdout.contains("New on the roster: Olu"))
        #expect(await gather("players", "list", home: home).stdout.contains("Olu"))
        #expect(await gather("show", home: home).stdout.contains("Olu"))
    }

    @Test func startNew_needsAPlayersList_andIsNoDryRunOption() async {
        let home = await Self.roster()
        let withoutList = await gather("start", "--teams", "Kwame/Mo", "--new", home: home)
        #expect(withoutList.code == 64)
        #expect(withoutList.stderr.contains("--new adds the names of --players that match nobody"))
        let dryRun = await gather("start", "--teams", "auto", "--players", "Kwame,Mo,Olu", "--new", "--dry-run", home: home)
        #expect(dryRun.code == 64)
        #expect(!(await gather("players", "list", home: home).stdout.contains("Olu")))
    }

    @Test func unknownNamesInSides_doNotHintAtNew() async {
        let home = await Self.roster()
        let refused = await gather("start", "--teams", "Kwame/Olu", home: home)
        #expect(refused.code == 65)
        #expect(!refused.stderr.contains("--new"))
    }
}
