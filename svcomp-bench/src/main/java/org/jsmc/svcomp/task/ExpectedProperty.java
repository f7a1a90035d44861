package org.jsmc.svcomp.task;

/**
 * One entry of a task definition's {@code properties}: a property and whether the task satisfies
 * it.
 *
 * @param property the property file and its name
 * @param expectedVerdict whether the property holds ({@code expected_verdict}); null when the task
 *     definition does not say, and then no answer is scored
 * @param subproperty the violated subproperty ({@code subproperty}, e.g. {@code valid-deref} of
 *     {@code valid-memsafety}), or null
 */
public record ExpectedProperty(PropertyFile property, Boolean expectedVerdict, String subproperty) {
    /** The property's name. */
    public String name() {
        return property.name();
    }
}
