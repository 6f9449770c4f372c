/// A fish completion script: helpers walk the typed words as the parser does (see `CompletionTree`), then
/// one `complete` line per subcommand, option and positional, conditioned on where the command line is.
struct FishCompletion {
    let tree: CompletionTree

    var script: String {
        let prefix = "_" + tree.functionPrefix
        let command = "complete -c \(tree.commandName)"
        var lines = [
            "# fish completion for \(tree.commandName)",
            lookup("\(prefix)_words") { $0.words.map(\.name) },
            lookup("\(prefix)_value_options") { $0.valueOptions.flatMap(BashCompletion.spellings) },
            stateFunction(prefix),
            conditionFunctions(prefix),
            playersFunction(prefix),
            "\(command) -f",
        ]
        for node in tree.nodes {
            let path = ShellQuoting.fish(node.path)
            let words = "\(command) -n \(ShellQuoting.fish("\(prefix)_words_at \(path)"))"
            let options = "\(command) -n \(ShellQuoting.fish("\(prefix)_options_at \(path)"))"
            lines += node.words.map { "\(words) -a \(ShellQuoting.fish($0.name)) -d \(ShellQuoting.fish($0.description))" }
            lines += node.options.map { "\(options) \(optionArguments($0))" }
            for (index, argument) in node.arguments.enumerated() {
                let variadic = argument.isVariadic && index == node.arguments.count - 1 ? " variadic" : ""
                let condition = ShellQuoting.fish("\(prefix)_argument_at \(path) \(index)\(variadic)")
                switch argument.completion {
                case .nothing: continue
                case .files: lines.append("\(command) -n \(condition) -F")
                case .values(let values):
                    lines.append("\(command) -n \(condition) -a \(ShellQuoting.fish(values.joined(separator: " "))) -d \(ShellQuoting.fish(argument.name))")
                case .players, .activePlayers:
                    let names = playerNames(activeOnly: argument.completion == .activePlayers)
                    lines.append("\(command) -n \(condition) -a \(names) -d \(ShellQuoting.fish(argument.name))")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Player names and aliases, run when completing; fish quotes what it inserts.
    private func playerNames(activeOnly: Bool = false) -> String {
        ShellQuoting.fish("(_\(tree.functionPrefix)_players\(activeOnly ? " " + PlayerNameList.activeFlag : ""))")
    }

    /// Prints `gather __complete-players` names (local files only) begun by the token's part after its last
    /// comma, each after the part up to it, so a list completes name by name. Accents are split apart since
    /// fish matches any case but not without accents (`--decomposed`): `Zoe\u{308}` (Zoë) then matches `zoe`.
    private func playersFunction(_ prefix: String) -> String {
        """
        function \(prefix)_players
            set -l token (commandline -ct)
            set -l head (string match -r '^.*,' -- $token)
            set -l typed (string replace -r '^.*,' '' -- $token | string trim -c "'\\"")
            for name in (\(tree.commandName) \(PlayerNameList.commandName) $argv \(PlayerNameList.decomposedFlag) -- "$typed" 2>/dev/null)
                printf '%s%s\\n' "$head" $name
            end
        end
        """
    }

    private func optionArguments(_ option: OptionSpec) -> String {
        var arguments = ["-l", ShellQuoting.fish(option.long)]
        if let short = option.short { arguments += ["-s", ShellQuoting.fish(String(short))] }
        if case .values(let values) = option.valueCompletion {
            arguments += ["-x", "-a", ShellQuoting.fish(values.joined(separator: " "))]
        } else if option.valueCompletion == .players || option.valueCompletion == .activePlayers {
            arguments += ["-x", "-a", playerNames(activeOnly: option.valueCompletion == .activePlayers)]
        } else if !option.isFlag {
            arguments.append("-r")
        }
        arguments += ["-d", ShellQuoting.fish(option.help)]
        return arguments.joined(separator: " ")
    }

    /// Prints four lines: the path, the positionals typed, 1 after `--`, 1 when an option awaits its value.
    private func stateFunction(_ prefix: String) -> String {
        """
        function \(prefix)_state
            set -l words (commandline -opc)
            set -e words[1]
            set -l path \(ShellQuoting.fish(tree.commandName))
            set -l skip_next 0
            set -l positionals 0
            set -l ended 0
            for word in $words
                if test $skip_next = 1
                    set skip_next 0
                    continue
                end
                if test $ended = 1
                    set positionals (math $positionals + 1)
                    continue
                end
                switch $word
                    case '--'
                        set ended 1
                    case '-?*=*'
                    case '-[0-9]*'
                        set positionals (math $positionals + 1)
                    case '-?*'
                        contains -- $word (\(prefix)_value_options "$path"); and set skip_next 1
                    case '*'
                        if test $positionals = 0; and contains -- $word (\(prefix)_words "$path")
                            set path "$path $word"
                        else
                            set positionals (math $positionals + 1)
                        end
                end
            end
            printf '%s\\n' $path $positionals $ended $skip_next
        end
        """
    }

    private func conditionFunctions(_ prefix: String) -> String {
        """
        function \(prefix)_words_at
            set -l state (\(prefix)_state)
            test "$state[1]" = "$argv[1]" -a "$state[2]" = 0 -a "$state[3]" = 0 -a "$state[4]" = 0
        end
        function \(prefix)_options_at
            set -l state (\(prefix)_state)
            test "$state[1]" = "$argv[1]" -a "$state[3]" = 0
        end
        function \(prefix)_argument_at
            set -l state (\(prefix)_state)
            test "$state[1]" = "$argv[1]" -a "$state[4]" = 0; or return 1
            test "$state[2]" = "$argv[2]"; and return 0
            test (count $argv) -ge 3 -a "$state[2]" -ge "$argv[2]"
        end
        """
    }

    private func lookup(_ name: String, _ words: (CompletionTree.Node) -> [String]) -> String {
        var lines = ["function \(name)", "    switch $argv[1]"]
        for node in tree.nodes {
            let list = words(node)
            guard !list.isEmpty else { continue }
            lines += [
                "        case \(ShellQuoting.fish(node.path))",
                "            printf '%s\\n' \(list.map(ShellQuoting.fish).joined(separator: " "))",
            ]
        }
        return (lines + ["    end", "end"]).joined(separator: "\n")
    }
}
