/// A fish completion script: helper functions find the node from the typed words,
/// then one `complete` line per subcommand and option, conditioned on that node.
struct FishCompletion {
    let tree: CompletionTree

    var script: String {
        let prefix = "_" + tree.functionPrefix
        var lines = [
            "# fish completion for \(tree.commandName)",
            lookup("\(prefix)_words") { $0.words.map(\.name) },
            lookup("\(prefix)_value_options") { $0.valueOptions.flatMap(BashCompletion.spellings) },
            pathFunction(prefix),
            "function \(prefix)_path_is",
            "    test (\(prefix)_path) = (string join ' ' $argv)",
            "end",
            "complete -c \(tree.commandName) -f",
        ]
        for node in tree.nodes {
            let condition = ShellQuoting.fish("\(prefix)_path_is \(node.path)")
            let complete = "complete -c \(tree.commandName) -n \(condition)"
            lines += node.words.map { "\(complete) -a \(ShellQuoting.fish($0.name)) -d \(ShellQuoting.fish($0.description))" }
            lines += node.options.map { "\(complete) \(optionArguments($0))" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func optionArguments(_ option: OptionSpec) -> String {
        var arguments = ["-l", ShellQuoting.fish(option.long)]
        if let short = option.short { arguments += ["-s", ShellQuoting.fish(String(short))] }
        if let values = option.allowedValues {
            arguments += ["-x", "-a", ShellQuoting.fish(values.joined(separator: " "))]
        } else if !option.isFlag {
            arguments.append("-r")
        }
        arguments += ["-d", ShellQuoting.fish(option.help)]
        return arguments.joined(separator: " ")
    }

    private func pathFunction(_ prefix: String) -> String {
        """
        function \(prefix)_path
            set -l words (commandline -opc)
            set -e words[1]
            set -l path \(ShellQuoting.fish(tree.commandName))
            set -l skip_next 0
            for word in $words
                if test $skip_next = 1
                    set skip_next 0
                    continue
                end
                switch $word
                    case '--'
                        break
                    case '-*=*'
                    case '-*'
                        contains -- $word (\(prefix)_value_options "$path"); and set skip_next 1
                    case '*'
                        contains -- $word (\(prefix)_words "$path"); and set path "$path $word"
                end
            end
            echo $path
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
