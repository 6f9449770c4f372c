/// A zsh completion script with descriptions, usable from `$fpath` or sourced.
/// Lookups fill `reply`; one generic function finds the node from the typed words.
struct ZshCompletion {
    let tree: CompletionTree

    var script: String {
        let prefix = tree.functionPrefix
        return """
            #compdef \(tree.commandName)
            \(lookup("\(prefix)_words") { $0.words.map { ShellQuoting.describeEntry($0.name, $0.description) } })
            \(lookup("\(prefix)_options") { $0.options.map { ShellQuoting.describeEntry("--" + $0.long, $0.help) } })
            \(lookup("\(prefix)_value_options") { $0.valueOptions.flatMap(BashCompletion.spellings).map(ShellQuoting.posix) })
            \(valuesLookup(prefix))
            \(prefix)() {
                local cmd_path=\(ShellQuoting.posix(tree.commandName)) word i skip_next=0
                local -a reply names
                for ((i = 2; i < CURRENT; i++)); do
                    word=${words[i]}
                    if ((skip_next)); then skip_next=0; continue; fi
                    case $word in
                        (--) break ;;
                        (-*=*) ;;
                        (-*) \(prefix)_value_options "$cmd_path"; ((${reply[(Ie)$word]})) && skip_next=1 ;;
                        (*) \(prefix)_words "$cmd_path"; names=(${reply%%:*})
                            ((${names[(Ie)$word]})) && cmd_path="$cmd_path $word" ;;
                    esac
                done
                if ((skip_next)); then
                    \(prefix)_values "$cmd_path" "${words[CURRENT-1]}"
                    compadd -a reply
                elif [[ ${words[CURRENT]} == -* ]]; then
                    \(prefix)_options "$cmd_path"
                    _describe -t options option reply
                else
                    \(prefix)_words "$cmd_path"
                    _describe -t commands command reply
                fi
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
        let cases = tree.nodes.compactMap { node -> String? in
            let list = entries(node)
            guard !list.isEmpty else { return nil }
            return "        (\(ShellQuoting.posix(node.path))) reply=(\(list.joined(separator: " "))) ;;"
        }
        return caseFunction(name, subject: "$1", cases: cases)
    }

    private func valuesLookup(_ prefix: String) -> String {
        let cases = tree.nodes.flatMap { node in
            node.valueOptions.compactMap { option -> String? in
                guard let values = option.allowedValues else { return nil }
                let patterns = BashCompletion.spellings(of: option).map { ShellQuoting.posix(node.path + "|" + $0) }
                let list = values.map(ShellQuoting.posix).joined(separator: " ")
                return "        (\(patterns.joined(separator: "|"))) reply=(\(list)) ;;"
            }
        }
        return caseFunction("\(prefix)_values", subject: "$1|$2", cases: cases)
    }

    private func caseFunction(_ name: String, subject: String, cases: [String]) -> String {
        (["\(name)() {", "    reply=()", "    case \"\(subject)\" in"] + cases + ["    esac", "}"])
            .joined(separator: "\n")
    }
}
