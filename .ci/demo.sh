#!/usr/bin/env bash
# The main job of gather, offline, in a throw-away home: build a roster, pick teams,
# take in a late arrival and swap two players, play a short match on the clock with
# stoppage time, record the score and the scorers, see the records and ratings and the
# fair teams they propose, paste next week's list from the group chat (a newcomer, a
# reserve), split the pitch fee, look at the history,
# correct a result, share a team sheet, enter a past match, and end with the table, one
# player's rating explained and how well the kick-off chances did.
set -euo pipefail
gather_bin=${1:?usage: demo.sh PATH_TO_GATHER}

home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_STATE_HOME="$home/state"
unset GATHER_SERVER

run() {
  printf '\n$ gather'
  printf ' %q' "$@"
  printf '\n'
  "$gather_bin" "$@"
}

run status
run players add "Ana Lima" --age 24 --skill amateur --position goalkeeper
run players add "Bo Lee" --age 31 --skill professional --position striker
run players add Cy --age 19 --skill beginner --position defender
run players add Dee --age 27 --skill amateur --position midfielder
run players add Eve --age 35 --skill professional --position goalkeeper --favourite-team "FC Porto"
run players add Fay --age 22 --skill beginner --position winger
run players add Gus --age 29 --skill amateur --position defender
run players add Hal --age 41 --skill beginner --position midfielder
run players add Ivy --age 26 --skill professional --position winger
run players add Jo --age 33 --skill amateur --position striker
run players add Kai --age 18 --skill beginner --position defender
run players add Lu --age 30 --skill amateur
run players list
run players edit Lu --position midfielder
run players show Lu
run start --teams auto --all --seed 1 --dry-run
run start --teams auto --all --seed 1 --time 0:03
run players add Max --age 28 --skill amateur --position midfielder
run add Max
run swap Lu Kai
run goal a
run goal b
run goal a
run goal a --undo
run score 2-1
run timer start
run timer pause
run timer status
run timer add 0:01
run timer resume
run timer wait
run show
run show --format text
run end
run start --teams "Ana Lima,Bo Lee,Cy,Dee,Fay,Gus/Eve,Hal,Ivy,Jo,Kai,Lu"
run goal a --by "Bo Lee"
run goal b --by Ivy
run goal a --by "Bo Lee"
run end
run start --teams "Eve,Bo Lee,Dee,Hal,Jo,Kai/Ana Lima,Cy,Fay,Gus,Ivy,Lu"
run goal b --own-goal Dee
run goal b --by Ivy
run goal a --by Jo
run end
run stats
run players show "Bo Lee"
run start --teams auto --all --seed 1 --dry-run
run fees set 60
run squad limit 6
chat=$'1. Ana 👍\n2) bo lee\n- Cy ✅\n• Dee (+1)\n@Nia\n6. Gus\n7. Eve'
printf '\n$ gather squad add - --new    # the list as pasted from the group chat:\n%s\n' "$chat"
"$gather_bin" squad add - --new <<< "$chat"
run squad list
run squad remove Cy
run start --teams auto --seed 2
run squad list
# Nia's side as the balance made it, so the demo follows the ratings wherever they put her.
nia_side=$("$gather_bin" show --json | grep -q '"teamA":\[[^]]*"name":"Nia"' && echo a || echo b)
run goal "$nia_side" --by Nia
run end
run fees
run fees paid "Ana Lima" 10
run start --teams "Ana Lima,Bo Lee/Cy,Dee"
run cancel --yes
run timer run 0:02
run history
last=$("$gather_bin" history --json | sed -n 's/.*"id":"\([0-9A-F-]*\)".*/\1/p' | cut -c1-8)
run history show "$last"
run history edit "$last" --score 3-1
run history show --format markdown
run players gathers "Bo Lee"
run record --date 2026-01-10 --teams "Ana Lima,Cy/Bo Lee,Dee" --score 2-1 --goal "a:Ana Lima"
run stats
run players show Cy
run stats --predictions
printf '\nDone: every command above ran offline, with no server.\n'
