/* A heap-allocated singly linked list: push, reverse, sum, free. */
#include <assert.h>
#include <stdlib.h>

struct node { int value; struct node *next; };

static struct node *push(struct node *head, int v) {
    struct node *n = malloc(sizeof *n);
    assert(n != NULL);
    n->value = v;
    n->next = head;
    return n;
}

static struct node *reverse(struct node *head) {
    struct node *prev = NULL;
    while (head) {
        struct node *next = head->next;
        head->next = prev;
        prev = head;
        head = next;
    }
    return prev;
}

int main(void) {
    struct node *list = NULL;
    for (int i = 1; i <= 5; i++)
        list = push(list, i);
    assert(list->value == 5);
    list = reverse(list);
    assert(list->value == 1 && list->next->value == 2);
    int sum = 0;
    while (list) {
        struct node *next = list->next;
        sum += list->value;
        free(list);
        list = next;
    }
    assert(sum == 15);
    return 0;
}
