package org.jsmc.svcomp.task;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The task definitions named on a command line: {@code .yml} files, folders (every {@code *.yml}
 * below them, recursively, sorted) and SV-COMP set files ({@code .set}: one pattern per line,
 * relative to the set file's folder, such as {@code pthread/*.yml}; {@code #} starts a comment).
 * Each task definition is listed once, in the order first named.
 *
 * @param files the task definition files, absolute and normalized
 * @param warnings what deserves a word but is no error: set-file patterns that match nothing
 */
public record TaskSet(List<Path> files, List<String> warnings) {
    public TaskSet {
        files = List.copyOf(files);
        warnings = List.copyOf(warnings);
    }

    /**
     * The task definitions {@code paths} name; a path that does not exist is a {@link
     * TaskException}.
     */
    public static TaskSet of(List<Path> paths) {
        Set<Path> files = new LinkedHashSet<>();
        List<String> warnings = new ArrayList<>();
        for (Path p : paths) {
            Path abs = p.toAbsolutePath().normalize();
            if (Files.isDirectory(abs)) {
                files.addAll(ymlBelow(abs));
            } else if (!Files.exists(abs)) {
                throw new TaskException("no such file or folder: " + p);
            } else if (isYml(abs)) {
                files.add(abs);
            } else if (abs.getFileName().toString().endsWith(".set")) {
                files.addAll(expandSet(p, abs, warnings));
            } else {
                throw new TaskException(
                        p + " is not a task definition (.yml), a set file (.set) or a folder");
            }
        }
        return new TaskSet(new ArrayList<>(files), warnings);
    }

    private static boolean isYml(Path p) {
        String n = p.getFileName().toString();
        return n.endsWith(".yml") || n.endsWith(".yaml");
    }

    private static List<Path> ymlBelow(Path dir) {
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(Files::isRegularFile).filter(TaskSet::isYml).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
    }

    private static List<Path> expandSet(Path given, Path set, List<String> warnings) {
        List<String> lines;
        try {
            lines = Files.readAllLines(set, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new TaskException("cannot read " + given + ": " + e.getMessage(), e);
        }
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int hash = line.indexOf('#');
            String pattern = (hash >= 0 ? line.substring(0, hash) : line).strip();
            if (pattern.isEmpty()) {
                continue;
            }
            List<Path> found =
                    Globs.expand(set.getParent(), pattern).stream()
                            .filter(Files::isRegularFile)
                            .filter(TaskSet::isYml)
                            .toList();
            if (found.isEmpty()) {
                warnings.add(
                        given + ":" + (i + 1) + ": '" + pattern + "' matches no task definition");
            }
            files.addAll(found);
        }
        return files;
    }
}
