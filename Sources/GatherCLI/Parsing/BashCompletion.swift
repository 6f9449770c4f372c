/// A bash completion script: lookup functions generated per node, and one generic
/// function that finds the node from the words typed so far.
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
            \(prefix)() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                local path=\(ShellQuoting.posix(tree.commandName)) word i skip_next=0
                for ((i = 1; i < COMP_CWORD; i++)); do
                    word="${COMP_WORDS[i]}"
                    if ((skip_next)); then skip_next=0; continue; fi
                    case "$word" in
                        --) break ;;
                        -*=*) ;;
                        -*) [[ " $(\(prefix)_value_options "$path") " == *" $word "* ]] && skip_next=1 ;;
                        *) [[ " $(\(prefix)_words "$path") " == *" $word "* ]] && path="$path $word" ;;
                    esac
                done
                if ((skip_next)); then
                    COMPREPLY=($(compgen -W "$(\(prefix)_values "$path" "$prev")" -- "$cur"))
                elif [[ "$cur" == -* ]]; then
                    COMPREPLY=($(compgen -W "$(\(prefix)_options "$path")" -- "$cur"))
                else
                    COMPREPLY=($(compgen -W "$(\(prefix)_words "$path")" -- "$cur"))
                fi
            }
            complete -F \(prefix) \(tree.commandName)

            """
    }

    static func spellings(of option: OptionSpec) -> [String] {
        ["--" + option.long] + (option.short.map { ["-\($0)"] } ?? [])
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

    private func caseFunction(_ name: String, subject: String, cases: [String]) -> String {
        (["\(name)() {", "    case \"\(subject)\" in"] + cases + ["    esac", "}"])
            .joined(separator: "\n")
    }
}
