/// `gather help teams`: the squad, fair sides, and the match as it changes.
enum TeamsTopic {
    static let topic = Topic(
        name: "teams", abstract: "The squad, fair sides, late arrivals and scorers.", title: "TEAMS", text: text)

    static let text = #"""
        ## The squad

        The squad is who is in for the next match, built up over the week (squad add,
        remove, list, clear). It is kept on this machine, one per backend. With 'squad limit
        N', names beyond N are reserves in the order they came; when a player drops out the
        first reserve moves up and the output says so (Up from the reserves: Eve), and a new
        limit says who moves up or down. 'squad remove' of a player not in the squad is
        refused (65); 'squad add' of one already in it is only noted. A retired or deleted
        player leaves the squad.

        A start with neither --players nor --all takes the squad's players, never its
        reserves; an empty squad is refused (65), as any choice of fewer than two players.
        Once a match has started the squad is emptied, ready for next week; a start that
        fails before its gather exists keeps it.

        ## Fair sides

        'start --teams auto' balances by rating once any chosen player has an ended match
        with a known team, and by skill label before that; --balance rating or skill
        chooses. By rating it makes the two sides' predicted chances as close as it can; by
        label, the skill totals. Either way the sizes differ by at most one, goalkeepers are
        split, and by rating the two strongest players are on different sides. Among the
        splits whose chances are within two percentage points of the closest (by label,
        of equal skill totals) it takes the one whose count of each label differs least
        between the sides, so professionals are at most one apart wherever such a split
        allows it. The search is exhaustive up to 24 players; beyond, a draft then swaps of
        one or two players a side (one alone beyond 80 players), by the same rules. --seed
        picks among equally fair
        splits. The teams are printed with what the choice rests on:

          Balanced by rating: Team A 51% · Team B 49%
          Team A (5 players, skill 10, strength 1034)

        The chances count the sizes of the sides: a side a fraction d larger than the mean
        size is worth d model units more, so four amateurs against three are given 59%, and
        with an odd number of players the balance puts more strength on the smaller side.
        --dry-run prints the proposed teams, their chances and, in a line, how the labels
        fall per side, and creates nothing (with --teams A/B it predicts the sides given). See 'gather help ratings' for the ratings
        and how the chances are scored.

        --teams A/B picks the sides by hand (ids or names, 'Ana,Bo/Cy,Dee'); --players LIST
        or --all (with --except LIST) choose who plays for --teams auto.

        ## While the match runs

        'add PLAYER' brings a player of the roster into the running match: with --team a|b
        on that side, otherwise on the smaller side or, with sides of one size, the side
        behind on the score or, with the score level, the side with the lower predicted
        chance (Team A on a tie). It says why and prints the chances with the player on it:

          Added Kai to Team B: the smaller side
          Predicted: Team A 60% · Team B 40%

        'move PLAYER a|b' and 'swap PLAYER OTHER' change sides and print the chances of the
        sides as they now stand (the kick-off prediction, not a live one). Adding someone already
        playing, moving someone to the side they are on, or swapping two players of one side
        is one sentence, exit 65, and nothing changed. A retired player in the running match
        stays in it; the retirement counts from the next match.

        ## Scorers

        'goal a --by PLAYER' records who scored (a player of that side, else 65); 'goal b
        --own-goal PLAYER' an own goal by a player of the other side, counted for Team B;
        'goal a --undo' takes back Team A's last goal with its scorer. Goals without a scorer
        are allowed, and 'score 3-2' sets the score outright. No recorded goal is dropped
        without being told to: a score below the goals recorded ('score', 'end --score') is
        refused (65) saying the score as it stands, unless --drop-goals, which drops the
        latest goals of that side and names them. A scorer moved or swapped to the other side
        loses the credit for their old side's goals (the goals stay). Scorers are kept on this
        machine with the match (the server keeps none), and export and import carry them.

        ## The match clock

        The clock is ready, running, paused or finished (it reaches zero also when nobody
        is watching), and keeps exact time across commands: it stores a deadline on the
        boot-time clock, so changing the wall clock does not move it. 'timer set 2x25:00'
        (or 'start --time 2x25:00') makes two halves: at the end of the first the clock is
        at half-time, and 'timer start' plays the second. 'timer add 2m' adds stoppage
        time, '-30s' takes time off. 'timer wait' returns 0 when the time is up (or a half
        is), 3 when the clock is or becomes ready or paused. 'timer run' shows the countdown
        live on a terminal (space pauses) and at full time, with a match running, asks End
        the match at 3-2? [y/N]; --on-end runs a shell command then. Ctrl-C stops showing
        the countdown, not the clock (exit 130).

        ## Players who leave

        A deleted player keeps their place in the matches they played: team sheets, history
        show ("onRoster": false in JSON) and stats --all still name them, marked (left), and
        everyone's records are unchanged. Deleting someone who played asks to retire them
        instead (--yes still deletes). A retired player leaves players list (back with
        --all), the squad and 'start --teams auto' (unless named with --players), keeps every
        record, and comes back with 'players unretire'; the first reserve moves up into the
        squad in their place. A server forgets a deleted player in every gather, so there
        gather names them only where this machine knows the sides; one deleted from another
        device is kept so too, once this machine reads the roster without them. The server
        may give a deleted player's id to the next player made, and keeps the old player's
        matches under it: once this machine has seen the old player gone, their records move
        to an id of their own here (~N, never sent), and the newcomer inherits none of them;
        unseen, the newcomer takes them. Retire a player who played rather than delete them.

        ## Correcting a past match

        'history edit' corrects an ended gather: --score, --date, the line-up (--team-a,
        --team-b, --not-played) and its scorers. 'history show' numbers the goals, counted
        ones first, then those nobody was credited with; '--scorer N=PLAYER' gives goal N a
        scorer (N=own:PLAYER an own goal, N=- unknown) and leaves the rest, while --goal and
        --own-goal give all the scorers again. A scorer who no longer plays on their side
        loses the credit, and the correction says so. The running match is refused (1): its
        score belongs to score and end. Records, ratings and fees follow every correction.

        'record --date DATE --teams A/B --score S [--goal a:Ana] [--own-goal a:Cy]' enters a
        match played without gather. Everything is checked before anything is created; a
        half-made gather is deleted again, so the same record can be run again. It counts in
        date order, as if it had been entered then, and has no kick-off prediction.
        """#
}
