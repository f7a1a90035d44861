package org.jsmc.svcomp.score;

import java.nio.file.Path;
import java.util.Collection;

/**
 * Short names for task definition files: relative to the deepest folder that holds all of them (the
 * common root), e.g. {@code pthread/fib_bench-1.yml}; and the folder a task is counted under in
 * per-folder scores, its definition's folder relative to the root ({@code pthread}), or that
 * folder's own name when it is the root.
 */
public final class TaskNames {
    private final Path root;

    private TaskNames(Path root) {
        this.root = root;
    }

    /** Names for the task definition files {@code tasks}. */
    public static TaskNames of(Collection<String> tasks) {
        Path root = null;
        for (String t : tasks) {
            Path dir = parent(t);
            root = root == null ? dir : common(root, dir);
        }
        return new TaskNames(root);
    }

    /** The common root, or null when there are no tasks (or no common folder). */
    public Path root() {
        return root;
    }

    /** The short name of {@code task}. */
    public String name(String task) {
        Path p = Path.of(task).toAbsolutePath().normalize();
        return root == null || !p.startsWith(root) ? task : slashes(root.relativize(p));
    }

    /** The folder {@code task} is counted under. */
    public String folder(String task) {
        Path dir = parent(task);
        if (root == null || !dir.startsWith(root)) {
            return slashes(dir);
        }
        if (dir.equals(root)) {
            return dir.getFileName() == null ? "/" : dir.getFileName().toString();
        }
        return slashes(root.relativize(dir));
    }

    private static Path parent(String task) {
        Path p = Path.of(task).toAbsolutePath().normalize();
        return p.getParent() == null ? p : p.getParent();
    }

    private static Path common(Path a, Path b) {
        Path p = a;
        while (p != null && !b.startsWith(p)) {
            p = p.getParent();
        }
        return p;
    }

    private static String slashes(Path p) {
        return p.toString().replace('\\', '/');
    }
}
