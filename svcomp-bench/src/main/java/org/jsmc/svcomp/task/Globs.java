package org.jsmc.svcomp.task;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * File-name patterns as task definitions ({@code input_files}) and set files use them: relative to
 * a folder, {@code /}-separated, with the glob wildcards {@code * ? [..] {..}} (a {@code *} stays
 * within one folder, {@code **} crosses folders).
 */
final class Globs {
    private Globs() {}

    /** Whether {@code pattern} has a wildcard. */
    static boolean isPattern(String pattern) {
        return pattern.chars().anyMatch(c -> "*?[{".indexOf(c) >= 0);
    }

    /**
     * The existing files and folders {@code pattern} names relative to {@code base}, sorted, as
     * absolute normalized paths; none when nothing matches.
     */
    static List<Path> expand(Path base, String pattern) {
        base = base.toAbsolutePath().normalize();
        if (!isPattern(pattern)) {
            Path p = base.resolve(pattern).normalize();
            return Files.exists(p) ? List.of(p) : List.of();
        }
        String[] segments = pattern.split("/");
        int fixed = 0;
        Path start = base;
        while (fixed < segments.length - 1 && !isPattern(segments[fixed])) {
            start = start.resolve(segments[fixed]);
            fixed++;
        }
        start = start.normalize();
        if (!Files.isDirectory(start)) {
            return List.of();
        }
        String rest = String.join("/", List.of(segments).subList(fixed, segments.length));
        int depth = rest.contains("**") ? Integer.MAX_VALUE : segments.length - fixed;
        PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + rest);
        Path root = start;
        List<Path> found = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root, depth)) {
            walk.filter(p -> !p.equals(root))
                    .filter(p -> matcher.matches(root.relativize(p)))
                    .sorted()
                    .forEach(found::add);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + root, e);
        }
        return found;
    }
}
