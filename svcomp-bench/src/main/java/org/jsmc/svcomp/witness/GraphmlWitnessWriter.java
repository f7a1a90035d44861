package org.jsmc.svcomp.witness;

import java.io.StringWriter;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.jsmc.svcomp.task.DataModel;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Writes a replay guide as a GraphML 1.0 violation witness: a path automaton from the entry node
 * through one edge per step, then one edge per target, into the violation node. See the package
 * documentation for the data each edge carries.
 */
public final class GraphmlWitnessWriter {
    private GraphmlWitnessWriter() {}

    /** The GraphML namespace. */
    public static final String NAMESPACE = "http://graphml.graphdrawing.org/xmlns";

    /** The keys jsmc declares: name, domain ({@code for}), type, and default ("" for none). */
    private static final String[][] KEYS = {
        {"witness-format-version", "graph", "string", ""},
        {"witness-type", "graph", "string", ""},
        {"sourcecodelang", "graph", "string", ""},
        {"producer", "graph", "string", ""},
        {"specification", "graph", "string", ""},
        {"programfile", "graph", "string", ""},
        {"programhash", "graph", "string", ""},
        {"architecture", "graph", "string", ""},
        {"creationtime", "graph", "string", ""},
        {"entry", "node", "boolean", "false"},
        {"violation", "node", "boolean", "false"},
        {"startline", "edge", "int", ""},
        {"threadId", "edge", "string", ""},
        {"createThread", "edge", "string", ""},
        {"enterFunction", "edge", "string", ""},
        {"assumption", "edge", "string", ""},
        {"assumption.scope", "edge", "string", ""},
        {"assumption.resultfunction", "edge", "string", ""},
    };

    /** The witness of {@code guide} for {@code task}. */
    public static String write(ReplayGuide guide, WitnessTask task) {
        Document doc = newDocument();
        Element root = doc.createElementNS(NAMESPACE, "graphml");
        doc.appendChild(root);
        for (String[] k : KEYS) {
            Element key = doc.createElementNS(NAMESPACE, "key");
            key.setAttribute("id", k[0]);
            key.setAttribute("attr.name", k[0]);
            key.setAttribute("attr.type", k[2]);
            key.setAttribute("for", k[1]);
            if (!k[3].isEmpty()) {
                Element d = doc.createElementNS(NAMESPACE, "default");
                d.setTextContent(k[3]);
                key.appendChild(d);
            }
            root.appendChild(key);
        }
        Element graph = doc.createElementNS(NAMESPACE, "graph");
        graph.setAttribute("edgedefault", "directed");
        root.appendChild(graph);
        data(graph, "witness-format-version", "1.0");
        data(graph, "witness-type", "violation_witness");
        data(graph, "sourcecodelang", "C");
        data(graph, "producer", task.producer() + " " + task.version());
        data(graph, "specification", task.specification());
        data(graph, "programfile", task.programFile());
        data(graph, "programhash", task.programHash());
        data(graph, "architecture", task.dataModel() == DataModel.ILP32 ? "32bit" : "64bit");
        data(
                graph,
                "creationtime",
                task.creationTime().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));

        int edges = guide.steps().size() + guide.targets().size();
        for (int i = 0; i <= edges; i++) {
            Element node = doc.createElementNS(NAMESPACE, "node");
            node.setAttribute("id", "N" + i);
            if (i == 0) {
                data(node, "entry", "true");
            }
            if (i == edges) {
                data(node, "violation", "true");
            }
            graph.appendChild(node);
        }
        Map<Integer, String> startRoutines = new HashMap<>();
        List<Element> all = new ArrayList<>();
        for (Step s : guide.steps()) {
            Element e = edge(graph, all.size(), s.thread(), s.place());
            enterFunction(e, s.thread(), startRoutines);
            if (s instanceof Step.Create c) {
                data(e, "createThread", Integer.toString(c.child()));
                if (!c.startRoutine().isEmpty()) {
                    startRoutines.put(c.child(), c.startRoutine());
                }
            } else if (s instanceof Step.Choose c) {
                data(e, "assumption", "\\result == " + c.value() + ";");
                if (!c.function().isEmpty()) {
                    data(e, "assumption.resultfunction", c.function());
                }
                if (!c.place().function().isEmpty()) {
                    data(e, "assumption.scope", c.place().function());
                }
            }
            all.add(e);
        }
        for (Target t : guide.targets()) {
            Element e = edge(graph, all.size(), t.thread(), t.place());
            enterFunction(e, t.thread(), startRoutines);
            all.add(e);
        }
        return serialize(doc);
    }

    /** The edge from node {@code i} to node {@code i + 1}. */
    private static Element edge(Element graph, int i, int thread, Place place) {
        Element e = graph.getOwnerDocument().createElementNS(NAMESPACE, "edge");
        e.setAttribute("id", "E" + i);
        e.setAttribute("source", "N" + i);
        e.setAttribute("target", "N" + (i + 1));
        data(e, "startline", Integer.toString(place.line()));
        data(e, "threadId", Integer.toString(thread));
        graph.appendChild(e);
        return e;
    }

    /** A created thread's first edge names its start routine ({@code enterFunction}). */
    private static void enterFunction(Element e, int thread, Map<Integer, String> startRoutines) {
        String routine = startRoutines.remove(thread);
        if (routine != null) {
            data(e, "enterFunction", routine);
        }
    }

    private static void data(Element parent, String key, String value) {
        Element d = parent.getOwnerDocument().createElementNS(NAMESPACE, "data");
        d.setAttribute("key", key);
        d.setTextContent(value);
        parent.appendChild(d);
    }

    private static Document newDocument() {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            return f.newDocumentBuilder().newDocument();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("no XML document builder", e);
        }
    }

    private static String serialize(Document doc) {
        try {
            Transformer t = TransformerFactory.newInstance().newTransformer();
            t.setOutputProperty(OutputKeys.INDENT, "yes");
            t.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            t.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", "2");
            StringWriter out = new StringWriter();
            t.transform(new DOMSource(doc), new StreamResult(out));
            return out.toString();
        } catch (TransformerException e) {
            throw new IllegalStateException("writing a GraphML witness", e);
        }
    }
}
