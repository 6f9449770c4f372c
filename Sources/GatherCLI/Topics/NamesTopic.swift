/// `gather help names`: how players, gathers and commands are named.
enum NamesTopic {
    static let topic = Topic(
        name: "names", abstract: "How names, aliases and pasted lists are read.", title: "NAMES", text: text)

    static let text = #"""
        Everywhere a player is named (players show, edit, delete, gathers, retire; squad;
        start --teams, --players and --except; add, move, swap; goal --by and --own-goal;
        history edit; fees paid and show), one rule finds them, in this order: the id (12 or
        #12, or ~1 for a player added without signal), the whole name, an alias, the name
        without its accents (jose finds José Martinez), then a unique prefix of its words
        from the first (Kwame finds Kwame Mensah, 'Dave S' Dave Smith). Several players at
        the first level that matches are refused (65), each named with its id. A name found
        any way but exactly is said once on stderr (Bea → Béatrice Dupont).

        A delete takes only exact references: an id, or a whole name or alias equal under
        the name key with its accents kept. 'players delete Jo --yes' never deletes Jonathan.

        ## The name key

        Two names are the same player's when they are equal after removing invisible format
        characters (direction marks, zero-width joiners, isolates), folding compatibility
        forms (Ｚｏｅ is Zoe), folding case without a locale (I, İ, ı and i are all i) and
        removing accents; spaces between words count once. Every place that compares names
        uses it: duplicates and aliases refused at players add and edit (65), an import's
        player taken as the one here of that name, pasted lists, the lookup above and shell
        completion. Stored names keep what was typed. Players who already share a key (from a
        server, an old file, or one import file naming two) are never merged: a name matching
        both is refused as ambiguous, and the id picks one.

        ## Names a player may have

        A name picks one player: players add and players edit --name refuse a name another
        player has (65, naming their id) unless --allow-duplicate is given, and refuse names
        that could never be typed back: only digits (read as an id), starting with #, or
        containing , or / (they separate players in --teams and --players). Names and
        favourite teams have at most 64 characters and no control characters.

        --alias NAME (repeatable) on players add (one name) and players edit gives a player
        other names they answer to; players edit --remove-alias NAME takes one away. An
        alias follows the name rules and is unique among every name and alias, by the name
        key. The server has no field for aliases, so this machine keeps them, per backend;
        export carries them and import adds each one that picks one player where it lands.

        Positions take their names, the app's abbreviations (GK, DEF, MID, W, ST) and common
        words: goalie, keeper (goalkeeper); back, centre-back, fullback (defender);
        midfield, mid (midfielder); wing (winger); forward, attacker (striker).

        ## Pasted lists

        '-' reads a list from stdin (players add -, squad add -, squad remove -, start
        --players -), at most 64 MiB, as a group chat writes it. Each line loses a
        byte-order mark, numbering (1., 1), #1, 1️⃣), a bullet (-, *, •, –, ·), a leading @,
        and reactions before or after the name (👍, ✅, (+1)); a line may hold several
        names separated by commas; blank and emoji-only lines are skipped, and Windows line
        ends are fine. A line is first tried as an exact name, so a player named '⚽ Zé' is
        found before the emoji is dropped. A player named twice counts once.

        Headings are not names: a line ending in ':' (Reserves:), and the lines above a list
        numbered from 1 (Football Thu 19:00 ⚽), unless the last of them ends in ':'. Each
        heading is told on stderr (Read as a heading, not a name: ...), so no line goes
        unread.

        ## Notes, guests and maybes

        A line that is not a player's whole name or alias is read as a name with more: a
        trailing note in brackets (Chidi (late 10 min), Lars (GK)) or after a dash (Tom R. -
        late) is a note kept with the squad entry, shown by squad list and its chat post
        until the match starts. +1, +2 or +1 my brother brings guests: each host has a guest
        player (Marco's guest, made once and reused), who counts in the squad (and leaves
        it with the host) and whose
        share of the pitch fee is charged to the host. (maybe), maybe or a trailing ? makes
        the player a maybe: listed apart, and not taken by start until 'gather squad
        confirm NAME' or named in --players. The result says each note, guest and maybe in
        a line, and --json has them; nothing in a line is dropped without a word.

        A short name the group uses (players edit Béatrice --known-as Bea) is kept as an
        alias, so it is unique as aliases are, and chat posts show it.

        ## Names that match nobody

        Every name is checked before anything changes. Names that match nobody fail the
        whole list (65) in one sentence, each with the closest names on the roster: a name's
        whole name, each of its words and each alias are compared by edit distance with
        transpositions (one step for a name of four letters or fewer, two for a longer one).

          $ printf '1. ⚽ Zé\n2. Kwmae\n3. Tmo\n' | gather squad add -
          Error: no player matches these 2 names: 'Kwmae' (did you mean 'Kwame Mensah'?) and 'Tmo' (did you mean 'Tom Reilly' or 'Tom Ross'?); see 'gather players list'; to add newcomers to the roster, give --new

        Every problem of a list is said at once, and nothing changes: each unknown name with
        its suggestions, each name that matches several players with the aliases and ids that
        tell them apart, and each retired player with the command that brings them back. A
        player named twice is a warning, never a refusal: the rest is taken and the repeat
        said.

        --new never turns a near miss into a person: a name within the did-you-mean distance
        of a player's name or alias is offered on a terminal and, without one, refused (65)
        with the suggestion, unless --exact (for the whole list) says the names are new.

        With --new (squad add, start --players, add) unknown names join the roster first, as
        new players, and the output says who was new: ten names, then how many more (--json
        lists them all). A list refused with --new uses up nothing: nobody is added, no id
        is taken and a server gets no request that changes anything. On a terminal (without
        --no-input), a name with one suggestion is offered it first, one at a time: Use
        'Kwame Mensah' for 'Kwame'? [Y/n] (asked on /dev/tty when the list comes from a
        pipe); never for a delete.

        ## Names on the terminal and in completion

        Tables measure characters as the terminal shows them (李小龍 and emoji take two
        columns) and, on a terminal, shorten their longest text columns with … to fit
        COLUMNS; piped, nothing is cut. Text from outside (names, a server's messages, your
        arguments in an error) is shown with control and invisible format characters as
        visible escapes such as \u{1B} or \u{200E}, so it can neither drive the terminal
        nor reorder a line; --json keeps every character.

        The shells complete players' names and aliases wherever a player is named, by the
        name key (zoe offers Zoë; fish, which never matches without accents, offers Zoë for
        zoe but not Béa for bea), quoted so a name with spaces stays one word, name by name
        in a comma-separated list, and leaving out players the command refuses. Completion
        never waits on the network: it reads this machine's files, offline the roster, for
        a server the names this machine last saw there.

        ## Commands and gathers by a prefix

        A command may be shortened to any prefix that picks it: 'gather stat' runs stats,
        'gather pl li' runs players list; where a prefix begins several commands the
        shortest of them wins if no other is as short, else it is refused (64), naming them.
        What cannot be undone runs only when typed in full (end, cancel, delete, clear,
        logout). A mistyped command, option or value gets the closest one suggested (64).

        Gather ids are shown by their first 8 characters, and any unique start of an id, in
        any case, is accepted by history show, edit and delete; a start several gathers
        share is refused (65), listing them.
        """#
}
