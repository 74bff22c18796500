"""``python -m venus_tasks.tasks stats [--json]``: the task pool's figures per category
(``venus_tasks.task_stats``)."""

import sys

from venus_tasks.task_stats import main

if __name__ == "__main__":
    sys.exit(main())
