package org.jsmc.svcomp.task;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * An SV-COMP task definition ({@code .yml}), read by {@link TaskLoader}.
 *
 * @param file the task definition file, absolute and normalized
 * @param formatVersion its {@code format_version}, e.g. {@code 2.0}
 * @param inputFiles the program files, absolute and normalized (sv-benchmarks tasks have one)
 * @param properties the properties the task is for, with their expected verdicts
 * @param language {@code options: language} ({@code C} when the format has no options)
 * @param dataModel {@code options: data_model}; {@link DataModel#ILP32} for format 1.x
 */
public record TaskDefinition(
        Path file,
        String formatVersion,
        List<Path> inputFiles,
        List<ExpectedProperty> properties,
        String language,
        DataModel dataModel) {
    public TaskDefinition {
        inputFiles = List.copyOf(inputFiles);
        properties = List.copyOf(properties);
    }

    /** The entry for the property named {@code name}, if the task has it. */
    public Optional<ExpectedProperty> property(String name) {
        return properties.stream().filter(p -> p.name().equals(name)).findFirst();
    }
}
