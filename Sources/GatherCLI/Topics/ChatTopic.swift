/// `gather help chat`: the posts for the group chat.
enum ChatTopic {
    static let topic = Topic(
        name: "chat", abstract: "Posts for the group chat: --format chat, text and markdown.", title: "CHAT POSTS", text: text)

    static let text = #"""
        '--format chat' on squad list, show, history show, stats and fees writes a message in
        WhatsApp's formatting, the chat most organisers use: *bold* titles, lists numbered
        1., reserves after a Reserves: line, and tables inside a ``` block (Telegram, Slack
        and Discord show it in monospace too) at most 32 columns wide, so a phone does not
        wrap it. A name too long for a table is cut with … (emoji and East Asian characters
        count two columns).

          $ gather squad list --format chat
          *Squad* (6 players, the squad takes 4)
          1. Ana
          2. Bo
          3. Cy
          4. Dee

          Reserves:
          1. Eve
          2. Gus

        Notes stay in brackets and maybes are listed with ?, so a note or a maybe reads back
        as itself. Post it, people add their names at the end, and paste the message back: 'gather
        squad add - < chat.txt' reads the same players in the same order (the title and
        Reserves: are headings). A name that would not read back as itself, such as one
        starting with a reaction, is listed by its id instead (2. #9).

        A name can neither change the formatting nor end the block: WhatsApp has no escape
        character, so the *, _, ~ and backticks of a name are shown as look-alikes that
        format nothing (∗Bo∗, read back as the marks they stand for), and control and
        invisible characters as escapes (\u{200B}).

        show and history show also take '--format text' (no markup at all) and '--format
        markdown' (**bold** and - lists, for chats that render Markdown, such as Discord):
        a team sheet with when the match was played, each side with its positions,
        goalkeepers first, the score, the scorers (Nikolai Petrov ×2) and the result.
        Before kick-off (the clock not started, no goal) the sheet is a line-up: the sides,
        their predicted chances and the reserves, not a running match.

          Match of 2026-11-24 19:30
          Team A 3-1 Team B: Team A wins

          Team A: Ana Lima (GK), Dee (MID), Bo Lee (ST)
          Team B: Cy (DEF), Gus (DEF), Fay (W)

        'stats --format chat' keeps rank, name, P, W-D-L, points and GD, and the column
        --sort orders by when it is another (G, PPG, WIN%, RTG); 'fees --format chat' the
        matches charged, paid and balance, after the fee and before the totals, a balance
        below zero reading 'paid ahead 5.38'. Posts show the short name a player is known
        by in the group (players edit Béatrice --known-as Bea).
        '--format json' is the same as --json.
        """#
}
