/// `gather help sync`: working with a server, with and without signal.
enum SyncTopic {
    static let topic = Topic(
        name: "sync", abstract: "A server: logging in, working without signal, the outbox, conflicts.", title: "SYNC", text: text)

    static let text = #"""
        ## The server

        gather uses a Football Gather server when one is given by --server URL, the
        GATHER_SERVER variable or 'gather config set server URL', in that order, and works
        offline otherwise. 'register NAME' and 'login NAME' ask for the password on the
        terminal without echo (or read it with --password-stdin; never from a flag) and
        send the SHA-256 digest the iOS app sends, so one account works in both. A login
        with --server while no server is configured saves that server. Tokens are kept per
        server in credentials.json (0600); a failed login leaves none behind.

        'status' prints the backend, whether the server answers, the user, whether the token
        is accepted and how many changes wait, then exits with the code of the first problem
        (69 unreachable, 77 no token or refused).

        Credentials go to the address you gave and nowhere else: a redirect is never
        followed. One that keeps the API's paths is a server that moved (76, naming where it
        pointed); one elsewhere is a network's sign-in page. Replies are read up to 32 MiB,
        and a larger one is refused (76). Every request has a timeout (--timeout, default
        15 s).

        ## When the server cannot be reached

        Before its first request each gather process checks that the server takes a
        connection, waiting at most 3 s (GATHER_CONNECT_TIMEOUT; not while a proxy is set),
        so a weak signal costs seconds, not the request timeout. Then one sentence names the
        server and why (exit 69):

          Error: the server at http://pitch.example:8080 cannot be reached (no connection within 3 s): check the network and the address
          Error: the server at http://pitch.example:8080 cannot be reached (connection refused): check the address and that it is running

        A network with a sign-in page (club or public Wi-Fi) answering in the server's place
        is said the same way: sign in to the network, then run the command again.

        A write that fails for a passing reason (a timeout, a dropped connection, a 5xx) is
        sent again, at most three times, 0.2 s and 0.4 s apart. A create whose reply was lost
        may have landed, so it is looked for first and sent again only if it is not there:
        nothing is made twice. Reads are not repeated: run the command again.

        ## Without signal

        Pitches have poor signal. Logged in to a server that cannot be reached, a new player,
        a start, a late arrival, the end, a cancel, a correction or deletion of a past match,
        record, and players edit or delete are kept on this machine and the command succeeds,
        saying so once on stderr:

          Not sent: the server at http://127.0.0.1:8081 cannot be reached; kept to send later (1 waiting). 'gather sync' sends them.

        Reads answer from what this machine last saw, with the waiting changes applied
        (offline: as of 18:42, 2 changes waiting), so history and stats work at the pitch.
        'gather sync' sends what waits, oldest first, exactly once; a later write that reaches
        the server sends what waits before its own request. Reads and status never send.
        'sync --dry-run' lists what waits, each with its id, and what the server as it is now
        would hold (without signal, as kept); it sends nothing.

        - A player added without signal gets a temporary id, ~1, ~2..., shown and accepted
          wherever an id is. Sync creates them first and prints the map (Player Xia ~1, added
          without signal, is #29 on the server); from then on this machine names them by the
          server's id everywhere.
        - A match started without signal gets a local id; sync creates its gather, then its
          players, then its result, and prints the map.
        - A start whose create got no answer is kept with the gathers it listed just before,
          and sync finds the gather the server made since instead of making another.
        - Every kept change is safe to send twice, and sync checks what landed first, so a
          sync cut off anywhere (kill -9, the link lost, a 5xx) is simply run again.
        - Conflicts wait for you: a change naming a gather or player deleted on the server
          meanwhile, or a new player or a rename whose name another player now has there (one
          name, one player; a rename is let go only by --drop), stays waiting
          with the changes that depend on it, each line saying why and the command that
          resolves it ('gather players edit ~1 --name ...', 'gather sync --send ID' to take
          the server's player of that name as yours, 'gather sync --drop ID'); the rest is
          sent, and sync exits 1. A drop takes along only what could never be sent without
          it (what a start or a new player made, what names a gather or player the server
          deleted): a join of a deleted player goes alone, and the match's result is sent. A
          new player who played in a kept match or paid is not dropped, nor their joining.
        - Changes of one thing go out oldest first: a change of a player or gather that has
          a change waiting for you waits behind it, even with signal, and says so.
        - An edit of a player sends what it changed over the player as the server has them
          then: another device's change of another field stays.
        - A kept change names its player as this machine knew them, id and name. The server
          gives the id of the last player deleted to the next one made, so when the
          server's player of that id has another name now (this machine's own waiting
          rename aside), the change waits, saying both names: 'gather sync --send ID' sends
          it to the player the server has now, 'gather sync --drop ID' drops it. A drop says
          the player this machine knew has left: their sides, goals, fees and aliases here
          move to an id of their own (~N, shown as NAME (left)), and the server's player of
          that id, whom the server keeps in the old player's gathers, is not counted there.
          A new player is never taken as the server's player of an id this machine knows by
          another name.
        - One account's changes go to that account: the outbox is kept per server and user.
          'logout' with changes waiting refuses (65) unless --yes; they wait for that user's
          next login. While another account is logged in, 'login', 'status' and 'sync' say
          how many wait for which account. A new account of the same name (the server lost
          the old one) takes them over at 'register' or 'login', and sync sends them,
          holding what names something the server no longer has.

        ## Parallel commands on a server

        No command waits on the network holding a lock: a command first reserves what it
        touches (a player's name, the roster, the running match, the history, the squad and
        fees, the account) in $XDG_STATE_HOME/gather/reservations, then sends and gives the
        reservation back. Another command on the same thing is refused at once (75: another
        gather command on this machine is ending the running match on this server; try again
        when it has finished); one on something else goes ahead. A command killed while
        sending leaves its reservation to the next one, which reads the server before it
        sends. This holds for the commands of one machine; the service itself checks no
        names.
        """#
}
