/// A zsh completion script with descriptions, usable from `$fpath` or sourced. Lookups fill `reply`; one
/// generic function walks the typed words as the parser does (see `CompletionTree`).
struct ZshCompletion {
    let tree: CompletionTree

    var script: String {
        let prefix = tree.functionPrefix
        return """
            #compdef \(tree.commandName)
            \(lookup("\(prefix)_words") { $0.words.map { ShellQuoting.describeEntry($0.name, $0.description) } })
            \(lookup("\(prefix)_options") { $0.options.map { ShellQuoting.describeEntry("--" + $0.long, $0.help) } })
            \(lookup("\(prefix)_value_options") { $0.valueOptions.flatMap(BashCompletion.spellings).map(ShellQuoting.posix) })
            \(caseFunction("\(prefix)_option_kind", subject: "$1|$2", cases: tree.optionKindCases(open: "(", print: "print -r --")))
            \(tree.argumentFunction(prefix, open: "(", declare: "kinds", count: "${#kinds}", printNth: #"print -r -- "${kinds[n+1]}""#))
            \(offerFunction(prefix))
            \(prefix)() {
                local cmd_path=\(ShellQuoting.posix(tree.commandName)) word i skip_next=0 positionals=0 ended=0
                local -a reply names
                for ((i = 2; i < CURRENT; i++)); do
                    word=${words[i]}
                    if ((skip_next)); then skip_next=0; continue; fi
                    if ((ended)); then positionals=$((positionals + 1)); continue; fi
                    case $word in
                        (--) ended=1 ;;
                        (-?*=*) ;;
                        (-[0-9]*) positionals=$((positionals + 1)) ;;
                        (-?*) \(prefix)_value_options "$cmd_path"; ((${reply[(Ie)$word]})) && skip_next=1 ;;
                        (*) \(prefix)_words "$cmd_path"; names=(${reply%%:*})
                            if ((positionals == 0 && ${names[(Ie)$word]})); then
                                cmd_path="$cmd_path $word"
                            else
                                positionals=$((positionals + 1))
                            fi ;;
                    esac
                done
                if ((skip_next)); then
                    \(prefix)_offer "$(\(prefix)_option_kind "$cmd_path" "${words[CURRENT-1]}")"
                    return
                fi
                if ((!ended)) && [[ ${words[CURRENT]} == -?* ]]; then
                    \(prefix)_options "$cmd_path"
                    _describe -t options option reply
                    return
                fi
                \(prefix)_offer "$(\(prefix)_argument "$cmd_path" $positionals)"
                if ((positionals == 0 && !ended)); then
                    \(prefix)_words "$cmd_path"
                    ((${#reply})) && _describe -t commands command reply
                fi
                return 0
            }

            if [[ "${funcstack[1]}" == \(prefix) ]]; then
                \(prefix) "$@"
            else
                compdef \(prefix) \(tree.commandName)
            fi

            """
    }

    /// Each entry is already quoted for the shell.
    private func lookup(_ name: String, _ entries: (CompletionTree.Node) -> [String]) -> String {
        let cases = tree.pathCases(open: "(") { node in
            let list = entries(node)
            return list.isEmpty ? nil : "reply=(\(list.joined(separator: " ")))"
        }
        return caseFunction(name, subject: "$1", cases: cases)
    }

    /// `_gather_offer KIND` adds what KIND offers. Player names come from `gather __complete-players` (local
    /// files only), after a list's last comma, already matched by name key (`kw` offers Kwame, `zoe` Zoë), so
    /// `compadd -U` takes them without matching again; it quotes them.
    private func offerFunction(_ prefix: String) -> String {
        """
        \(prefix)_offer() {
            local -a candidates
            case $1 in
                (files) _files ;;
                (values:*) candidates=(${=1#values:}); compadd -a candidates ;;
                (players|active-players) compset -P '*,'
                    candidates=(${(f)"$(\(tree.commandName) \(PlayerNameList.commandName) ${${1:#players}:+\(PlayerNameList.activeFlag)} -- "${(Q)PREFIX}" 2>/dev/null)"})
                    compadd -U -a candidates ;;
            esac
        }
        """
    }

    /// Each lookup empties `reply` first.
    private func caseFunction(_ name: String, subject: String, cases: [String]) -> String {
        CompletionTree.caseFunction(name, subject: subject, cases: cases, first: ["    reply=()"])
    }
}
