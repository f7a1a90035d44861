package org.jsmc.svcomp.task;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.jsmc.svcomp.Tasks;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The paths of a command line: task files, folders, set files. */
class TaskSetTest {
    @TempDir Path dir;

    private Path a;
    private Path b;
    private Path c;

    @BeforeEach
    void tasks() throws IOException {
        Tasks.properties(dir);
        a = Tasks.task(dir, "pthread", "a", true, "ILP32");
        b = Tasks.task(dir, "pthread", "b", false, "ILP32");
        c = Tasks.task(dir, "pthread-atomic/deep", "c", true, "LP64");
    }

    private static Path abs(Path p) {
        return p.toAbsolutePath().normalize();
    }

    @Test
    void foldersAreSearchedRecursivelyAndEachTaskListedOnce() {
        TaskSet s = TaskSet.of(List.of(dir.resolve("pthread-atomic"), dir, b));
        assertThat(s.files()).containsExactly(abs(c), abs(a), abs(b));
        assertThat(s.warnings()).isEmpty();
    }

    @Test
    void setFilesExpandPatternsRelativeToTheirFolder() throws IOException {
        Path set =
                Tasks.write(
                        dir.resolve("ConcurrencySafety-Main.set"),
                        "# the pthread tasks\npthread/*.yml\n\npthread-atomic/*/c.yml  # deep\nnothing/*.yml\n");
        TaskSet s = TaskSet.of(List.of(set));
        assertThat(s.files()).containsExactly(abs(a), abs(b), abs(c));
        assertThat(s.warnings())
                .singleElement()
                .asString()
                .contains(":5: 'nothing/*.yml' matches no task definition");
    }

    @Test
    void badPathsAreErrors() {
        assertThatThrownBy(() -> TaskSet.of(List.of(dir.resolve("nope"))))
                .isInstanceOf(TaskException.class)
                .hasMessageContaining("no such file or folder: " + dir.resolve("nope"));
        assertThatThrownBy(() -> TaskSet.of(List.of(dir.resolve("pthread/a.c"))))
                .isInstanceOf(TaskException.class)
                .hasMessageContaining(
                        "is not a task definition (.yml), a set file (.set) or a folder");
    }

    @Test
    void tasksOfAPropertyAndWhetherJsmcChecksThem() {
        List<TaskDefinition> defs = List.of(TaskLoader.load(a), TaskLoader.load(c));
        List<Task> unreach = Task.select(defs, "unreach-call");
        assertThat(unreach).hasSize(2);
        assertThat(unreach.get(0).unsupportedReason()).isNull();
        assertThat(Task.select(defs, "no-deadlock").get(0).unsupportedReason())
                .isEqualTo("unsupported property: jsmc does not check no-deadlock yet");
        assertThat(Task.select(defs, "termination")).isEmpty();
    }
}
