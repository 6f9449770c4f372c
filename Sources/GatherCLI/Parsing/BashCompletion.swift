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
            \(valuesLookup(prefix))
            \(argumentsLookup(prefix))
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
                    COMPREPLY=($(compgen -W "$(\(prefix)_values "$path" "$prev")" -- "$cur"))
                    return
                fi
                if ((!ended)) && [[ "$cur" == -?* ]]; then
                    COMPREPLY=($(compgen -W "$(\(prefix)_options "$path")" -- "$cur"))
                    return
                fi
                local candidates="" argument
                ((positionals == 0 && !ended)) && candidates="$(\(prefix)_words "$path")"
                argument="$(\(prefix)_argument "$path" "$positionals")"
                case "$argument" in
                    files)
                        compopt -o filenames 2>/dev/null
                        COMPREPLY=($(compgen -f -- "$cur")) ;;
                    values:*) candidates="$candidates ${argument#values:}" ;;
                esac
                COMPREPLY+=($(compgen -W "$candidates" -- "$cur"))
            }
            complete -F \(prefix) \(tree.commandName)

            """
    }

    static func spellings(of option: OptionSpec) -> [String] {
        ["--" + option.long] + (option.short.map { ["-\($0)"] } ?? [])
    }

    /// What a completion offers for one positional: `files`, `values:a b` or nothing.
    static func argumentKind(_ argument: ArgumentSpec) -> String {
        switch argument.completion {
        case .nothing: ""
        case .files: "files"
        case .values(let values): "values:" + values.joined(separator: " ")
        }
    }

    private func lookup(_ name: String, _ words: (CompletionTree.Node) -> [String]) -> String {
        let cases = tree.nodes.compactMap { node -> String? in
            let list = words(node)
            guard !list.isEmpty else { return nil }
            return "        \(ShellQuoting.posix(node.path))) echo \(ShellQuoting.posix(list.joined(separator: " "))) ;;"
        }
        return caseFunction(name, subject: "$1", cases: cases)
    }

    private func valuesLookup(_ prefix: String) -> String {
        let cases = tree.nodes.flatMap { node in
            node.valueOptions.compactMap { option -> String? in
                guard let values = option.allowedValues else { return nil }
                let patterns = Self.spellings(of: option).map { ShellQuoting.posix(node.path + "|" + $0) }
                let list = ShellQuoting.posix(values.joined(separator: " "))
                return "        \(patterns.joined(separator: "|"))) echo \(list) ;;"
            }
        }
        return caseFunction("\(prefix)_values", subject: "$1|$2", cases: cases)
    }

    /// `_gather_argument PATH N` prints the kind of the N-th positional (from 0); the
    /// last one repeats when it is variadic.
    private func argumentsLookup(_ prefix: String) -> String {
        let cases = tree.nodes.filter(\.completesArguments).map { node in
            let kinds = node.arguments.map { ShellQuoting.posix(Self.argumentKind($0)) }.joined(separator: " ")
            let variadic = node.lastArgumentIsVariadic ? " variadic=1" : ""
            return "        \(ShellQuoting.posix(node.path))) kinds=(\(kinds));\(variadic) ;;"
        }
        return """
            \(prefix)_argument() {
                local -a kinds=()
                local variadic=0 n=$2
                case "$1" in
            \(cases.joined(separator: "\n"))
                esac
                ((variadic && n >= ${#kinds[@]})) && n=$((${#kinds[@]} - 1))
                ((n < ${#kinds[@]})) && echo "${kinds[n]}"
                return 0
            }
            """
    }

    private func caseFunction(_ name: String, subject: String, cases: [String]) -> String {
        (["\(name)() {", "    case \"\(subject)\" in"] + cases + ["    esac", "}"])
            .joined(separator: "\n")
    }
}
