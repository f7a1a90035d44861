package org.jsmc.svcomp.task;

import java.util.ArrayList;
import java.util.List;

/**
 * One verification task to run: a task definition together with the property to check on it (a task
 * definition with several properties is several tasks, as in SV-COMP).
 *
 * @param definition the task definition
 * @param property the property to check, with the expected verdict
 */
public record Task(TaskDefinition definition, ExpectedProperty property) {
    /**
     * The tasks for the property {@code name} among {@code definitions}, in their order; task
     * definitions without that property are left out.
     */
    public static List<Task> select(List<TaskDefinition> definitions, String name) {
        List<Task> tasks = new ArrayList<>();
        for (TaskDefinition d : definitions) {
            d.property(name).ifPresent(p -> tasks.add(new Task(d, p)));
        }
        return tasks;
    }

    /**
     * Why jsmc cannot check this task, or null if it can: a property it does not check, a language
     * other than C, or more than one input file.
     */
    public String unsupportedReason() {
        if (!property.property().isSupported()) {
            return "unsupported property: jsmc does not check "
                    + property.property().name()
                    + " yet";
        }
        if (!definition.language().equals("C")) {
            return "unsupported language " + definition.language();
        }
        if (definition.inputFiles().size() != 1) {
            return "more than one input file";
        }
        return null;
    }
}
