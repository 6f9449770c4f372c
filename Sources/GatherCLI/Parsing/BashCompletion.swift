/// A bash completion script: lookup functions generated per node, and one generic
/// function that walks the typed words as the parser does (see `CompletionTree`).
struct BashCompletion {
    let tree: CompletionTree

    var script: String {
        let prefix = tree.functionPrefix
        return """
            # bash completion for \(tree.commandName)
            \(lookup("\(prefix)_words") { $0.words.map(\.name) })
            \(lookup("\(prefix)_options") { $0.options.map { "--" + $0.long } })
            \(lookup("\(prefix)_value_options") { $0.valueOptions.flatMap(Self.spellings) })
            \(CompletionTree.caseFunction("\(prefix)_option_kind", subject: "$1|$2", cases: tree.optionKindCases(open: "", print: "echo")))
            \(tree.argumentFunction(prefix, open: "", declare: "kinds=()", count: "${#kinds[@]}", printNth: #"echo "${kinds[n]}""#))
            \(offerFunction(prefix))
            \(playersFunction(prefix))
            \(prefix)() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                local path=\(ShellQuoting.posix(tree.commandName)) word i skip_next=0 positionals=0 ended=0
                for ((i = 1; i < COMP_CWORD; i++)); do
                    word="${COMP_WORDS[i]}"
                    if ((skip_next)); then skip_next=0; continue; fi
                    if ((ended)); then positionals=$((positionals + 1)); continue; fi
                    case "$word" in
                        --) ended=1 ;;
                        -?*=*) ;;
                        -[0-9]*) positionals=$((positionals + 1)) ;;
                        -?*) [[ " $(\(prefix)_value_options "$path") " == *" $word "* ]] && skip_next=1 ;;
                        *)
                            if ((positionals == 0)) && [[ " $(\(prefix)_words "$path") " == *" $word "* ]]; then
                                path="$path $word"
                            else
                                positionals=$((positionals + 1))
                            fi ;;
                    esac
                done
                COMPREPLY=()
                if ((skip_next)); then
                    \(prefix)_offer "$(\(prefix)_option_kind "$path" "$prev")" ""
                    return
                fi
                if ((!ended)) && [[ "$cur" == -?* ]]; then
                    COMPREPLY=($(compgen -W "$(\(prefix)_options "$path")" -- "$cur"))
                    return
                fi
                local candidates=""
                ((positionals == 0 && !ended)) && candidates="$(\(prefix)_words "$path")"
                \(prefix)_offer "$(\(prefix)_argument "$path" "$positionals")" "$candidates"
            }
            complete -F \(prefix) \(tree.commandName)

            """
    }

    static func spellings(of option: OptionSpec) -> [String] {
        ["--" + option.long] + (option.short.map { ["-\($0)"] } ?? [])
    }

    static func kind(_ completion: ArgumentSpec.Completion) -> String {
        switch completion {
        case .nothing: ""
        case .files: "files"
        case .values(let values): "values:" + values.joined(separator: " ")
        case .players: "players"
        case .activePlayers: "active-players"
        }
    }

    private func lookup(_ name: String, _ words: (CompletionTree.Node) -> [String]) -> String {
        let cases = tree.pathCases(open: "") { node in
            let list = words(node)
            return list.isEmpty ? nil : "echo " + ShellQuoting.posix(list.joined(separator: " "))
        }
        return CompletionTree.caseFunction(name, subject: "$1", cases: cases)
    }

    /// `_gather_offer KIND WORDS` fills COMPREPLY with what KIND offers for `$cur`, and WORDS.
    private func offerFunction(_ prefix: String) -> String {
        """
        \(prefix)_offer() {
            local name candidates=$2
            case "$1" in
                files)
                    compopt -o filenames 2>/dev/null
                    COMPREPLY=($(compgen -f -- "$cur")) ;;
                values:*) candidates="$candidates ${1#values:}" ;;
                players) while IFS= read -r name; do COMPREPLY+=("$name"); done < <(\(prefix)_players "" "$cur") ;;
                active-players) while IFS= read -r name; do COMPREPLY+=("$name"); done < <(\(prefix)_players --active "$cur") ;;
            esac
            COMPREPLY+=($(compgen -W "$candidates" -- "$cur"))
        }
        """
    }

    /// `_gather_players [--active] TYPED` prints the names and aliases that begin TYPED, or its part after the
    /// last comma (`Ana,Kw`, kept in front), quoted for the command line: escaped, or after an opening quote
    /// with what that quote leaves live escaped (`"…\$(…)"`, `"…"'!'"…"`, `'…'\''…'`). `gather __complete-players` reads only
    /// local files and matches by name key (`zoe` offers Zoë).
    private func playersFunction(_ prefix: String) -> String {
        #"""
        \#(prefix)_players() (
            local typed=$2 quote="" head="" name
            case "$typed" in [\"\']*) quote=${typed:0:1}; typed=${typed:1} ;; esac
            case "$typed" in *,*) head=${typed%,*},; typed=${typed##*,} ;; esac
            typed=${typed//\\/}
            while IFS= read -r name; do
                [[ -n "$name" ]] || continue
                case "$quote" in
                    \") name=${name//\\/\\\\}; name=${name//\"/\\\"}; name=${name//\$/\\\$}; name=${name//\`/\\\`}; name=${name//!/\"\'!\'\"}
                        printf '%s\n' "$head$name" ;;
                    \') printf '%s\n' "$head${name//\'/\'\\\'\'}" ;;
                    *) printf '%s%q\n' "$head" "$name" ;;
                esac
            done < <(\#(tree.commandName) \#(PlayerNameList.commandName) $1 -- "$typed" 2>/dev/null)
        )
        """#
    }
}
